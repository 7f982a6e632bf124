"""Chapter 4 (finding-gradients-with-autograd.md): what backward() does and leaves alone."""

from __future__ import annotations

import pytest
import torch
from torch.autograd.gradcheck import GradcheckError

from tests.claims import claim


@claim("backward-changes-no-parameter", "`backward()` measures. It changes no parameter")
def test_backward_fills_grad_and_leaves_the_parameter() -> None:
    w = torch.tensor(1.0, requires_grad=True)
    loss = (3.0 * w - 5.0) ** 2
    loss.backward()
    assert w.item() == 1.0
    assert w.grad is not None and w.grad.item() == -12.0


@claim(
    "autograd-unsaved-graph-walks-twice", "a graph that saved none, such as the one behind `w + b`, can be walked twice"
)
def test_a_graph_with_no_saved_values_can_be_walked_twice() -> None:
    w = torch.tensor(1.0, requires_grad=True)
    b = torch.tensor(0.0, requires_grad=True)
    total = w + b  # AddBackward0 needs no saved tensor for its local slopes (both are 1)
    total.backward()
    total.backward()  # no retain_graph=True, and no error
    assert w.grad is not None and w.grad.item() == 2.0
    squared = (w * 3.0) ** 2  # PowBackward0 saves its input: the second walk is refused
    squared.backward()
    with pytest.raises(RuntimeError, match="backward through the graph a second time"):
        squared.backward()


@claim("autograd-paths-add-before-grad", "`gain`'s `AccumulateGrad` runs once, with the sum")
def test_two_paths_reach_accumulate_grad_once_as_their_sum() -> None:
    # the page's computation: gain used twice, raw = chapter 2's second reading
    gain = torch.tensor(1.0, requires_grad=True)
    raw = torch.tensor([[1.0], [2.0]])[1, 0]
    reading = gain * raw + gain
    accumulate = reading.grad_fn.next_functions[1][0]
    assert type(accumulate).__name__ == "AccumulateGrad" and accumulate.variable is gain
    arrivals: list[float] = []
    accumulate.register_prehook(lambda grads: arrivals.append(grads[0].item()))
    reading.backward()
    # one arrival, the sum of both paths (2 + 1), not 2 and then 1
    assert arrivals == [3.0]
    assert gain.grad is not None and gain.grad.item() == 3.0


class _WrongSlope(torch.autograd.Function):
    """x ** 2 with a wrong hand-written backward (x instead of 2x)."""

    @staticmethod
    def forward(ctx, x: torch.Tensor) -> torch.Tensor:
        ctx.save_for_backward(x)
        return x**2

    @staticmethod
    def backward(ctx, grad: torch.Tensor) -> torch.Tensor:
        (x,) = ctx.saved_tensors
        return grad * x


@claim("autograd-gradcheck-raises-on-mismatch", "When a slope disagrees, `gradcheck` raises an error naming the input")
def test_gradcheck_raises_naming_the_input_when_a_slope_is_wrong() -> None:
    x = torch.tensor([1.5, -0.5], dtype=torch.float64, requires_grad=True)
    assert torch.autograd.gradcheck(lambda t: t**2, (x,))
    with pytest.raises(GradcheckError, match="with respect to input 0"):
        torch.autograd.gradcheck(_WrongSlope.apply, (x,))
    # unless you pass raise_exception=False: then it returns False
    assert torch.autograd.gradcheck(_WrongSlope.apply, (x,), raise_exception=False) is False


@claim("autograd-gradcheck-warns-on-float32", "given float32 inputs it warns that the check will likely fail")
def test_gradcheck_warns_when_an_input_is_not_float64() -> None:
    x = torch.tensor([1.5, -0.5], requires_grad=True)  # float32
    with pytest.warns(UserWarning, match="not a double precision.*This check will likely fail"):
        torch.autograd.gradcheck(lambda t: t * 2.0, (x,), raise_exception=False)


class _WrongSlopeForY(torch.autograd.Function):
    """x * y with a wrong hand-written slope for y (2x instead of x)."""

    @staticmethod
    def forward(ctx, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        ctx.save_for_backward(x, y)
        return x * y

    @staticmethod
    def backward(ctx, grad: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        x, y = ctx.saved_tensors
        return grad * y, grad * 2 * x


@claim("autograd-gradcheck-skips-untracked", "for every input of a function that requires grad (the others it skips")
def test_gradcheck_checks_only_the_inputs_that_require_grad() -> None:
    x = torch.tensor([1.5, -0.5], dtype=torch.float64, requires_grad=True)
    y = torch.tensor([2.0, 3.0], dtype=torch.float64)  # not tracked: y's wrong slope goes unchecked
    assert torch.autograd.gradcheck(_WrongSlopeForY.apply, (x, y))
    with pytest.raises(GradcheckError, match="with respect to input 1"):
        torch.autograd.gradcheck(_WrongSlopeForY.apply, (x, y.requires_grad_()))


@claim("autograd-records-ops-with-a-slope", "It records each operation that has a slope")
def test_only_operations_with_a_slope_leave_a_grad_fn() -> None:
    w = torch.tensor([1.0, 2.0], requires_grad=True)
    assert (w * 2).grad_fn is not None  # arithmetic: recorded
    assert (w > 1).grad_fn is None  # a comparison has no slope: not recorded
    assert torch.argmax(w * 2).grad_fn is None  # nor an index
    assert (torch.tensor([1.0, 2.0]) * 2).grad_fn is None  # no input requires grad: nothing recorded


@claim(
    "autograd-backward-inputs-names-fewer",
    "as `backward()` does for every leaf that requires grad in a graph of ordinary",
)
def test_backward_adds_to_every_leaf_unless_inputs_names_fewer() -> None:
    # the page's two measurements and parameters, with the chapter's gradients -8 and -5
    x, y = torch.tensor([1.0, 2.0]), torch.tensor([3.0, 5.0])
    w = torch.tensor(1.0, requires_grad=True)
    b = torch.tensor(0.0, requires_grad=True)
    ((x * w + b - y) ** 2).mean().backward()
    assert (w.grad.item(), b.grad.item()) == (-8.0, -5.0)
    ((x * w + b - y) ** 2).mean().backward()  # every leaf: both add
    assert (w.grad.item(), b.grad.item()) == (-16.0, -10.0)
    ((x * w + b - y) ** 2).mean().backward(inputs=[b])  # only b is filled
    assert (w.grad.item(), b.grad.item()) == (-16.0, -15.0)
    # x and y are leaves too, but do not require grad: no .grad
    assert x.is_leaf and y.is_leaf and x.grad is None and y.grad is None
    # a tracked leaf that reaches the result only through a comparison is not in its graph
    gate = torch.tensor(0.5, requires_grad=True)
    ((x * w + b - y) ** 2).mean().mul((gate > 0).float()).backward()
    assert gate.grad is None
