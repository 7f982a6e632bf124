"""Sentences in the answers of exercises: chapters 1, 7, 12 and 13."""

from __future__ import annotations

import copy
import io

import pytest
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

from tests.claims import claim


@claim("provides-layer-one-output-per-row", "one output per row, from the same three weights and bias each")
def test_a_layer_gives_one_output_per_row_with_the_same_weights() -> None:
    torch.manual_seed(0)
    layer = nn.Linear(3, 1)
    rows = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]])
    together = layer(rows)
    assert together.shape == (3, 1)
    for i, row in enumerate(rows):
        assert torch.allclose(together[i], layer(row))  # each row alone gives its own output
        assert torch.allclose(together[i], row @ layer.weight[0] + layer.bias)


@claim("data-loader-not-indexable", "A loader has no `[0]`")
def test_a_dataloader_cannot_be_indexed_but_its_dataset_can() -> None:
    data = TensorDataset(torch.arange(10.0).reshape(-1, 1), torch.zeros(10, 1))
    loader = DataLoader(data, batch_size=4, shuffle=True)
    with pytest.raises(TypeError, match="not subscriptable"):
        loader[0]
    assert torch.equal(loader.dataset[0][0], data[0][0])


@claim("saving-state-dict-follows-the-parameters", "its tensors read the parameters' own memory")
def test_state_dict_tensors_share_the_parameters_memory_and_a_deep_copy_does_not() -> None:
    layer = nn.Linear(1, 1)
    kept, copied = layer.state_dict(), copy.deepcopy(layer.state_dict())
    assert kept["weight"].data_ptr() == layer.weight.data_ptr()
    assert copied["weight"].data_ptr() != layer.weight.data_ptr()
    with torch.no_grad():
        layer.weight.add_(1.0)  # as an optimizer's step does
    assert torch.equal(kept["weight"], layer.weight)
    assert not torch.equal(copied["weight"], layer.weight)


@claim("saving-file-is-a-snapshot", "`torch.save` writes the values as they are at that")
def test_a_saved_state_dict_keeps_the_values_of_the_moment_it_was_saved() -> None:
    layer = nn.Linear(1, 1)
    file = io.BytesIO()
    torch.save(layer.state_dict(), file)
    then = layer.weight.detach().clone()
    with torch.no_grad():
        layer.weight.add_(1.0)
    file.seek(0)
    assert torch.equal(torch.load(file, weights_only=True)["weight"], then)


@claim("mistakes-elementwise-promotes", "float64 over float32, any float over an integer")
def test_elementwise_arithmetic_and_losses_promote_and_matmul_does_not() -> None:
    f32, f64, i64 = torch.ones(2, 1), torch.ones(2, 1, dtype=torch.float64), torch.ones(2, 1, dtype=torch.int64)
    assert (f32 - f64).dtype == torch.float64
    assert (f32 - i64).dtype == torch.float32
    # the higher kind wins, not a dtype that can hold both: float16 over int64
    assert (torch.ones(2, 1, dtype=torch.float16) - i64).dtype == torch.float16
    assert (f64 * i64).dtype == torch.float64
    assert nn.functional.mse_loss(f32, f64).dtype == torch.float64
    assert nn.functional.mse_loss(f32, i64).dtype == torch.float32
    with pytest.raises(RuntimeError, match="same dtype"):
        f32 @ f64.T


@claim(
    "mistakes-zero-dim-does-not-promote",
    "A 0-dim tensor of the same kind (a float with a float) beside a tensor with dims is the exception",
)
def test_a_zero_dim_float64_tensor_leaves_a_float32_tensor_float32() -> None:
    readings = torch.ones(3)
    assert (readings - torch.tensor(0.5, dtype=torch.float64)).dtype == torch.float32
    assert (readings - 0.5).dtype == torch.float32  # as a plain number does
    assert (readings - torch.tensor([0.5], dtype=torch.float64)).dtype == torch.float64
    # two 0-dim tensors: no exception, the wider dtype wins
    assert (torch.tensor(1.0) - torch.tensor(0.5, dtype=torch.float64)).dtype == torch.float64


@claim(
    "mistakes-zero-dim-across-kinds",
    "An integer tensor with a 0-dim float tensor does promote, and to that tensor's dtype",
)
def test_a_zero_dim_float_tensor_promotes_integers_to_its_own_dtype() -> None:
    counts = torch.ones(3, dtype=torch.int64)
    assert (counts - torch.tensor(0.5, dtype=torch.float64)).dtype == torch.float64
    # any integer width, any float dtype: the 0-dim tensor's own
    small = torch.ones(3, dtype=torch.int32)
    for dtype in (torch.float16, torch.bfloat16, torch.float32, torch.float64):
        assert (small - torch.tensor(0.5, dtype=dtype)).dtype == dtype
    # unlike a plain number, which gives the default float dtype
    assert (counts - 0.5).dtype == torch.float32


@claim("mistakes-scheduler-sets-param-groups", "makes exactly this change to `param_groups` for you")
def test_a_scheduler_changes_the_rate_in_param_groups() -> None:
    weight = nn.Parameter(torch.ones(1))
    sgd = torch.optim.SGD([weight], lr=0.1)
    scheduler = torch.optim.lr_scheduler.StepLR(sgd, step_size=2, gamma=0.1)
    rates = []
    for _ in range(4):
        rates.append(sgd.param_groups[0]["lr"])
        sgd.step()
        scheduler.step()
    assert rates == pytest.approx([0.1, 0.1, 0.01, 0.01])
