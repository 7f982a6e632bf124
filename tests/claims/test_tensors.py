"""Chapter 2 (shaping-tensors.md): what .to() returns."""

from __future__ import annotations

import torch

from tests.claims import claim


@claim(
    "tensors-to-returns-self",
    "`.to()` returns the very same tensor when it already has the device and dtype you ask for, "
    "and a new tensor with new memory otherwise",
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
