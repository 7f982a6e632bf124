"""Chapter 2 (shaping-tensors.md): what .to() returns."""

from __future__ import annotations

import torch

from tests.claims import claim


@claim(
    "tensors-to-returns-self",
    "`.to()` returns the very same tensor when it already has the device and dtype you ask for "
    "(unless you pass `copy=True`, or ask a 4-D or 5-D tensor to switch to or from a "
    "`channels_last` layout), and a new tensor with new memory otherwise",
)
def test_to_returns_the_tensor_itself_when_nothing_changes() -> None:
    readings = torch.tensor([[1.0], [2.0]])  # float32, on the CPU
    assert readings.to("cpu") is readings
    assert readings.to(torch.float32) is readings
    converted = readings.to(torch.float64)
    assert converted is not readings
    assert converted.data_ptr() != readings.data_ptr()
    copied = readings.to("cpu", copy=True)  # copy=True forces new memory even then
    assert copied is not readings and copied.data_ptr() != readings.data_ptr()
    # another memory_format: new memory although the device and dtype already match
    images = torch.zeros(2, 3, 4, 5)  # float32, on the CPU, contiguous (N, C, H, W)
    assert images.to("cpu", torch.float32) is images
    reordered = images.to("cpu", torch.float32, memory_format=torch.channels_last)
    assert reordered is not images and reordered.data_ptr() != images.data_ptr()
    # the format it already has is not another one: the tensor itself
    assert images.to("cpu", torch.float32, memory_format=torch.contiguous_format) is images
    assert reordered.to("cpu", torch.float32, memory_format=torch.channels_last) is reordered
    # and back from channels_last: new memory again
    back = reordered.to("cpu", torch.float32, memory_format=torch.contiguous_format)
    assert back is not reordered and back.data_ptr() != reordered.data_ptr()
    # a 5-D tensor has its own channels_last layout, with the same rule
    volumes = torch.zeros(2, 3, 4, 5, 6)
    volumes_last = volumes.to("cpu", torch.float32, memory_format=torch.channels_last_3d)
    assert volumes_last is not volumes and volumes_last.data_ptr() != volumes.data_ptr()
    back_3d = volumes_last.to("cpu", torch.float32, memory_format=torch.contiguous_format)
    assert back_3d is not volumes_last and back_3d.data_ptr() != volumes_last.data_ptr()
    # a 2-D tensor has no channels_last layout: a transposed one comes back as itself
    transposed = torch.zeros(3, 4).T
    assert transposed.to("cpu", torch.float32, memory_format=torch.contiguous_format) is transposed


@claim(
    "tensors-reshape-views-when-it-can",
    "`reshape()` returns a view when the memory allows one and a copy when it does not",
)
def test_reshape_returns_a_view_of_contiguous_memory_and_a_copy_otherwise() -> None:
    day = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])  # (2, 3), contiguous
    flat = day.reshape(6)
    assert flat._base is day and flat.data_ptr() == day.data_ptr()  # a view
    flat_transposed = day.T.reshape(6)  # the transpose is not contiguous: no view can read it flat
    assert flat_transposed._base is None and flat_transposed.data_ptr() != day.data_ptr()  # a copy
    assert flat_transposed.tolist() == [1.0, 4.0, 2.0, 5.0, 3.0, 6.0]


@claim("tensors-integers-int64", "whole numbers get `torch.int64`")
def test_whole_numbers_become_int64() -> None:
    assert torch.tensor([[1.0], [2.0]]).dtype == torch.float32
    assert torch.tensor([[1], [2]]).dtype == torch.int64
    assert torch.tensor(3).dtype == torch.int64
