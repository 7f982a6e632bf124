"""Chapter 2 (shaping-tensors.md): indexes, masks, permute and in-place changes."""

from __future__ import annotations

import pytest
import torch

from tests.claims import claim

READINGS = [[3.0, 5.0, 7.0, 9.0], [2.0, 4.0, 4.0, 6.0], [8.0, 1.0, 0.0, 3.0]]


@claim("tensors-slice-is-a-view", "an index or a slice returns a view: no numbers are copied")
def test_an_index_and_a_slice_read_the_same_memory() -> None:
    for take in (lambda t: t[2], lambda t: t[:, 0], lambda t: t[:, 0:1], lambda t: t[:, -2:]):
        readings = torch.tensor(READINGS)
        part = take(readings)
        assert part._base is readings
        part.fill_(-1.0)  # a write through the part shows in the table
        assert (readings == -1.0).sum().item() == part.numel()


@claim("tensors-mask-copies", "Unlike a slice, the result is a copy.")
def test_indexing_with_a_mask_copies() -> None:
    readings = torch.tensor(READINGS)
    picked = readings[readings > 4.0]
    assert picked._base is None
    picked.fill_(-1.0)
    assert readings.tolist() == READINGS


@claim(
    "tensors-permute-is-a-view",
    "it copies nothing: it swaps strides, so the result is a view that is in general not contiguous",
)
def test_permute_reads_the_same_memory_with_swapped_strides() -> None:
    pictures = torch.zeros(8, 28, 28, 3)  # (B, H, W, C)
    channels_first = pictures.permute(0, 3, 1, 2)
    assert channels_first._base is pictures
    assert channels_first.data_ptr() == pictures.data_ptr()
    assert channels_first.stride() == tuple(pictures.stride()[i] for i in (0, 3, 1, 2))
    assert not channels_first.is_contiguous()  # in general not contiguous
    # moving only a size-1 dim leaves the numbers in reading order
    grey = torch.zeros(8, 28, 28, 1).permute(0, 3, 1, 2)
    assert grey.is_contiguous()


@claim(
    "tensors-in-place-twins",
    "such as `clamp_` and `add_`, that changes the tensor's own memory instead and returns the"
    " tensor itself; some, like `zero_` and `uniform_`, exist only in place",
)
def test_clamp_and_add_have_twins_and_zero_and_uniform_do_not() -> None:
    readings = torch.tensor(READINGS)
    for name in ("clamp", "add", "clamp_", "add_", "zero_", "uniform_"):
        assert hasattr(readings, name)
    for name in ("clamp", "add"):  # the out-of-place twins exist as functions too
        assert hasattr(torch, name)
    # no out-of-place twin at all: neither a method nor a function
    for name in ("zero", "uniform"):
        assert not hasattr(readings, name)
        assert not hasattr(torch, name)
    capped = readings.clamp(max=6.0)  # the twin without _ returns a new tensor
    assert capped is not readings and readings.max().item() == 9.0
    assert readings.clamp_(max=6.0) is readings  # returns the tensor itself
    assert readings.max().item() == 6.0  # and changed its own memory


@claim(
    "tensors-squeeze-only-size-1",
    "`squeeze(d)` removes dim `d` if its size is 1 (any other size leaves the tensor as it was, without an error)",
)
def test_squeeze_removes_a_size_1_dim_and_leaves_any_other() -> None:
    column = torch.tensor(READINGS).sum(dim=1).unsqueeze(1)  # (3, 1)
    assert column.squeeze(1).shape == (3,)
    assert column.squeeze(0).shape == (3, 1)  # size 3: left as it was
    assert torch.equal(column.squeeze(0), column)


@claim(
    "tensors-in-place-saved-values",
    "refuses to work backwards through a value it saved that was changed in place since, through",
)
def test_backward_refuses_a_saved_tensor_changed_in_place() -> None:
    w = torch.tensor(2.0, requires_grad=True)
    unchanged = (w * 3.0) ** 2  # pow saves its input, w * 3
    unchanged.backward()  # left alone, the saved value works
    inner = w * 3.0
    squared = inner**2
    inner.add_(1.0)  # changes the value pow saved
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        squared.backward()
    # a write around PyTorch's operations (.data) is not seen: a wrong gradient, no error
    inner = w * 3.0
    squared = inner**2
    inner.data.add_(1.0)
    w.grad = None
    squared.backward()
    assert w.grad.item() == 2 * 7.0 * 3.0  # 42 from the changed value; the slope at w = 2 is 36
    # and so is a write through a NumPy array on the same memory
    inner = w * 3.0
    squared = inner**2
    shared = inner.detach().numpy()
    shared += 1.0
    w.grad = None
    squared.backward()
    assert w.grad.item() == 2 * 7.0 * 3.0
    # a write through a view of the saved tensor is seen
    inner = w * 3.0
    squared = inner**2
    inner.view(1).add_(1.0)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        squared.backward()


@claim("tensors-cat-same-dims", "(a flat empty one, shape `(0,)`, is let through)")
def test_cat_needs_one_number_of_dims_but_for_a_flat_empty_tensor() -> None:
    table = torch.zeros(3, 4)
    assert torch.cat([table, torch.zeros(0)]).shape == (3, 4)  # the flat empty one
    for other in (torch.zeros(4), torch.zeros(0, 3, 4)):  # another number of dims, empty or not
        with pytest.raises(RuntimeError, match="Tensors must have same number of dimensions"):
            torch.cat([table, other])
