"""Chapter 4 (finding-gradients-with-autograd.md): gradients of a result that is not one number."""

from __future__ import annotations

import pytest
import torch

from tests.claims import claim

X = torch.tensor([[1.0], [2.0]])
Y = torch.tensor([[3.0], [5.0]])


def _parameters() -> tuple[torch.Tensor, torch.Tensor]:
    return torch.tensor(1.0, requires_grad=True), torch.tensor(0.0, requires_grad=True)


@claim("autograd-backward-default-gradient-one", "`loss.backward()` does the same with a gradient of 1")
def test_backward_on_one_number_is_backward_with_a_gradient_of_one() -> None:
    grads = []
    for gradient in (None, torch.tensor(1.0), torch.tensor(2.0)):
        w, b = _parameters()
        ((X * w + b - Y) ** 2).mean().backward(gradient=gradient)
        grads.append((w.grad.item(), b.grad.item()))
    assert grads[0] == grads[1]
    assert grads[2] == (2 * grads[0][0], 2 * grads[0][1])  # the gradient does weigh the result


@claim("autograd-grad-outputs-like-gradient", "It takes `grad_outputs=` for a result that is not one number")
def test_autograd_grad_takes_grad_outputs_as_backward_takes_gradient() -> None:
    weights = torch.tensor([[0.5], [-1.5]])
    w, b = _parameters()
    by_grad = torch.autograd.grad(X * w + b, [w, b], grad_outputs=weights)
    (X * w + b).backward(gradient=weights)
    assert [g.item() for g in by_grad] == [w.grad.item(), b.grad.item()]
    assert by_grad[0].item() == 0.5 * 1.0 - 1.5 * 2.0  # the weighted sum of the slopes


@claim("autograd-ones-gradient-is-the-sum", "the same as calling `backward()` on `ones_outputs.sum()`")
def test_a_gradient_of_ones_is_backward_on_the_sum() -> None:
    w_ones, b_ones = _parameters()
    outputs = X * w_ones + b_ones
    outputs.backward(gradient=torch.ones_like(outputs))
    w_sum, b_sum = _parameters()
    (X * w_sum + b_sum).sum().backward()
    assert (w_ones.grad.item(), b_ones.grad.item()) == (w_sum.grad.item(), b_sum.grad.item()) == (3.0, 2.0)


@claim("autograd-backward-needs-one-number", "it would refuse the same if `weight` held one number per output")
def test_backward_refuses_a_result_of_several_numbers_whatever_the_parameters_shapes() -> None:
    one_weight = torch.tensor(1.0, requires_grad=True)  # the page's weight: one number
    one_per_output = torch.ones(2, 1, requires_grad=True)  # room for a slope per output
    for weight in (one_weight, one_per_output):
        with pytest.raises(RuntimeError, match="grad can be implicitly created only for scalar outputs"):
            (X * weight).backward()
        assert weight.grad is None
    (X * one_per_output).sum().backward()  # one number: the same weight is fine
    assert one_per_output.grad.tolist() == [[1.0], [2.0]]
