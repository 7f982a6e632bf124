"""Chapter 13 (avoiding-common-mistakes.md): the messages a forward pass gives for the wrong
dtype or shape, and what zero_grad and torch.tensor do."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from torch import nn

from tests.claims import claim


@claim("mistakes-long-input-message", "integer readings (`Long`) give the same message with `Long` instead of `Double`")
def test_integer_readings_give_the_same_message_with_long() -> None:
    layer = nn.Linear(1, 1)
    with pytest.raises(RuntimeError, match=r"^mat1 and mat2 must have the same dtype, but got Long and Float$"):
        layer(torch.tensor([[1], [2]]))
    with pytest.raises(RuntimeError, match=r"^mat1 and mat2 must have the same dtype, but got Double and Float$"):
        layer(torch.tensor([[1.0], [2.0]], dtype=torch.float64))


@claim("mistakes-linear-bias-wording", "a Linear without a bias, for one,")
def test_a_linear_without_bias_words_the_dtype_error_as_matmul_does() -> None:
    with pytest.raises(RuntimeError, match=r"^mat1 and mat2 must have the same dtype"):
        nn.Linear(1, 1)(torch.ones(2, 1, dtype=torch.float64))  # with a bias: addmm's wording
    with pytest.raises(RuntimeError, match=r"^expected m1 and m2 to have the same dtype"):
        nn.Linear(1, 1, bias=False)(torch.ones(2, 1, dtype=torch.float64))


@claim("mistakes-matmul-dtype-message", "says `expected m1 and m2 to have the same dtype`")
def test_matmul_words_the_dtype_error_differently() -> None:
    with pytest.raises(RuntimeError, match=r"^expected m1 and m2 to have the same dtype"):
        torch.ones(3, 1, dtype=torch.float64) @ nn.Linear(1, 1).weight.T


@claim("mistakes-numpy-second-error", "`.float()` alone moves you on to the shape error of the section above")
def test_fixing_only_the_dtype_of_flat_readings_gives_the_shape_error() -> None:
    layer = nn.Linear(1, 1)
    raw = np.array([1.5, 2.0, 3.0])
    with pytest.raises(RuntimeError, match=r"^mat1 and mat2 must have the same dtype"):
        layer(torch.from_numpy(raw))
    # torch 2.15 names the operator first ("addmm: mat1 and ..."): the same error (docs/drift.md)
    with pytest.raises(RuntimeError, match=r"^(addmm: )?mat1 and mat2 shapes cannot be multiplied \(1x3 and 1x1\)$"):
        layer(torch.from_numpy(raw).float())
    assert layer(torch.from_numpy(raw).float().reshape(-1, 1)).shape == (3, 1)


@claim("mistakes-leaf-in-place-message", "for a tensor you made with `requires_grad=True`")
def test_an_in_place_change_of_a_leaf_that_requires_grad_is_refused() -> None:
    message = r"^a leaf Variable that requires grad is being used in an in-place operation\.$"
    w = torch.tensor(1.0, requires_grad=True)
    with pytest.raises(RuntimeError, match=message):
        w += 0.1
    with pytest.raises(RuntimeError, match=message):
        w.add_(0.1)
    with torch.no_grad():
        w.add_(0.1)  # the fix
    assert w.item() == pytest.approx(1.1)


@claim("mistakes-tensor-dtype-argument", "which copies the array into a float32 tensor")
def test_torch_tensor_with_a_dtype_copies_the_array_as_float32() -> None:
    raw = np.array([[1.5], [2.0]])
    readings = torch.tensor(raw, dtype=torch.float32)
    assert readings.dtype == torch.float32
    raw[0, 0] = 99.0
    assert readings[0, 0].item() == 1.5  # a copy: the array's later changes do not reach it
    assert nn.Linear(1, 1)(readings).shape == (2, 1)


@claim("mistakes-zero-grad-sets-none", "sets each `.grad` to `None` by default, since PyTorch 2.0")
def test_zero_grad_sets_the_gradients_to_none_by_default() -> None:
    major = int(torch.__version__.split(".")[0])
    assert major >= 2
    layer = nn.Linear(1, 1)
    optimizer = torch.optim.SGD(layer.parameters(), lr=0.1)
    layer(torch.ones(1, 1)).sum().backward()
    optimizer.zero_grad()
    assert layer.weight.grad is None and layer.bias.grad is None


@claim("mistakes-optimizer-updates-its-list", "unless you change it (`add_param_group` is the way meant for adding)")
def test_an_optimizer_updates_only_its_list_until_a_group_is_added() -> None:
    first, second = nn.Linear(1, 1), nn.Linear(1, 1)
    optimizer = torch.optim.SGD(first.parameters(), lr=0.1)
    before = second.weight.item()
    second(torch.ones(2, 1)).pow(2).mean().backward()
    optimizer.step()
    assert second.weight.item() == before  # not in its list: not updated
    optimizer.add_param_group({"params": second.parameters()})
    optimizer.step()
    assert second.weight.item() != before
    # adding to a group's list by hand works too: the optimizer reads its param_groups at each step
    third = nn.Linear(1, 1)
    third(torch.ones(2, 1)).pow(2).mean().backward()
    before = third.weight.item()
    optimizer.param_groups[0]["params"].append(third.weight)
    optimizer.step()
    assert third.weight.item() != before


@claim("mistakes-numpy-default-dtypes", "float64 for decimal readings (int64 for whole numbers), NumPy's defaults")
def test_numpy_readings_arrive_as_float64_or_int64_and_a_float32_layer_refuses_both() -> None:
    decimal = torch.from_numpy(np.array([1.5, 2.0, 2.5]))
    whole = torch.from_numpy(np.array([1, 2, 3]))
    assert decimal.dtype == torch.float64 and whole.dtype == torch.int64
    layer = nn.Linear(1, 1)
    for readings in (decimal, whole):
        with pytest.raises(RuntimeError, match="dtype"):
            layer(readings.reshape(-1, 1))


@claim("mistakes-item-python-number", "copies a one-element tensor into a plain Python number")
def test_item_gives_a_python_number_of_the_tensors_kind() -> None:
    weight = torch.tensor(1.0, requires_grad=True)
    loss = ((torch.tensor([1.0, 2.0]) * weight - torch.tensor([3.0, 5.0])) ** 2).mean()
    loss.backward()
    # a float loss, as the page's block has it, after backward()
    assert type(loss.item()) is float
    assert type(torch.tensor([[2.5]]).item()) is float
    # not always a float: a number of the tensor's kind
    assert type(torch.tensor(3).item()) is int
    assert type(torch.tensor(True).item()) is bool
    with pytest.raises(RuntimeError, match="2 elements cannot be converted"):
        torch.tensor([1.0, 2.0]).item()
