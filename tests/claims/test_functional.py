"""Chapter 6 (packaging-models-with-torch-nn.md): torch.nn.functional beside the modules."""

from __future__ import annotations

import inspect
import warnings

import pytest
import torch
import torch.nn.functional as F
from torch import nn

from tests.claims import claim


@claim("modules-every-module-has-a-function", "Every layer and loss above is also a plain function")
def test_linear_and_both_losses_have_functions_that_give_the_same_numbers() -> None:
    torch.manual_seed(0)
    layer, x = nn.Linear(1, 1), torch.tensor([[1.0], [2.0]])
    assert torch.equal(layer(x), F.linear(x, layer.weight, layer.bias))
    assert torch.equal(nn.MSELoss()(layer(x), x), F.mse_loss(layer(x), x))
    logits, target = torch.tensor([[2.0, 0.5, -1.0]]), torch.tensor([0])
    assert torch.equal(nn.CrossEntropyLoss()(logits, target), F.cross_entropy(logits, target))


@claim("modules-relu-wraps-the-function", "as a module it only wraps the function")
def test_relu_module_holds_no_parameters_and_calls_the_function() -> None:
    assert list(nn.ReLU().parameters()) == [] and list(nn.ReLU().buffers()) == []
    assert "F.relu(" in inspect.getsource(nn.ReLU.forward)


@claim(
    "modules-functional-dropout-ignores-eval",
    "the module follows the model's `train()` and `eval()`, while the function does only what its arguments say",
)
def test_dropout_module_follows_eval_and_the_function_does_not() -> None:
    class WithModule(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.drop = nn.Dropout(0.5)

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return self.drop(x)

    class WithFunction(nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return F.dropout(x, p=0.5)

    ones = torch.ones(1000)
    assert torch.equal(WithModule().eval()(ones), ones)  # eval() reached the module
    assert not torch.equal(WithFunction().eval()(ones), ones)  # eval() changed nothing
    assert torch.equal(F.dropout(ones, p=0.5, training=False), ones)  # the argument does


@claim("modules-mse-module-warns-too", "The loss module does the same, since it calls this function.")
def test_mse_module_warns_about_a_flat_target_and_calls_the_function() -> None:
    column, flat = torch.tensor([[3.0], [5.0]]), torch.tensor([3.0, 5.0])
    with pytest.warns(UserWarning, match="different to the input size"):
        loss = nn.MSELoss()(column, flat)
    assert loss.item() == 2.0
    assert "F.mse_loss(" in inspect.getsource(nn.MSELoss.forward)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        nn.MSELoss()(column, column)  # matching shapes: no warning
