"""Chapter 9 (growing-into-a-network.md): what a training forward pass keeps, how modules register
their layers, and what the curved calibration can and cannot teach a line."""

from __future__ import annotations

import pytest
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

from tests.claims import claim


def network() -> nn.Sequential:
    torch.manual_seed(9)
    return nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))


def saved_by(model: nn.Module, inputs: torch.Tensor) -> list[torch.Tensor]:
    saved: list[torch.Tensor] = []
    with torch.autograd.graph.saved_tensors_hooks(lambda t: saved.append(t) or t, lambda t: t):
        model(inputs)
    return saved


@claim("network-saved-by-which-operation", "The first `Linear` keeps its input")
def test_each_operation_saves_what_its_backward_needs() -> None:
    net, xb = network(), torch.randn(20, 1)
    hidden = net[1](net[0](xb))
    prediction = net[2](hidden)
    second = prediction.grad_fn  # AddmmBackward0 of the second Linear
    tanh = second.next_functions[1][0]
    first = tanh.next_functions[0][0]
    assert type(tanh).__name__ == "TanhBackward0" and type(first).__name__ == "AddmmBackward0"
    assert torch.equal(first._saved_mat1, xb)  # the input, for 0.weight's gradient
    assert first._saved_mat2 is None  # the input needs no gradient, so its weight is not kept
    assert torch.equal(tanh._saved_result, hidden)  # tanh's output: its slope is 1 - tanh²
    assert torch.equal(second._saved_mat1, hidden)  # the activations again
    assert torch.equal(second._saved_mat2, net[2].weight.T)  # and the weight


@claim("network-saved-weight-is-a-view", "what was saved is a view of the parameter, not a copy")
def test_the_saved_weight_shares_the_parameters_memory() -> None:
    net = network()
    saved = saved_by(net, torch.randn(20, 1))
    weight = next(t for t in saved if t.shape == (16, 1))
    assert weight._base is net[2].weight
    assert weight.untyped_storage().data_ptr() == net[2].weight.untyped_storage().data_ptr()


@claim("network-saved-grow-with-batch", "and every `Linear` layer or activation function")
def test_saved_tensors_grow_with_the_batch_and_the_depth() -> None:
    net = network()
    assert [tuple(t.shape) for t in saved_by(net, torch.randn(20, 1))] == [(20, 1), (20, 16), (20, 16), (16, 1)]
    assert [tuple(t.shape) for t in saved_by(net, torch.randn(140, 1))] == [(140, 1), (140, 16), (140, 16), (16, 1)]
    # one more Linear layer or activation function, between the Tanh and the last Linear: each saves more
    for added in (nn.Linear(16, 16), nn.Tanh(), nn.ReLU(), nn.Sigmoid(), nn.GELU()):
        deeper = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), added, nn.Linear(16, 1))
        assert len(saved_by(deeper, torch.randn(20, 1))) > 4, added
    # why the sentence names those: a layer that only passes its input on saves nothing
    for added in (nn.Identity(), nn.Flatten(), nn.Dropout(0.0)):
        deeper = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), added, nn.Linear(16, 1))
        assert len(saved_by(deeper, torch.randn(20, 1))) == 4, added
    with torch.no_grad():
        assert saved_by(net, torch.randn(20, 1)) == []


@claim("network-plain-list-not-registered", "A plain Python `list` is neither")
def test_layers_in_a_plain_list_are_not_registered() -> None:
    class InAList(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.layers = [nn.Linear(1, 16), nn.Linear(16, 1)]

    class InAModuleList(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.layers = nn.ModuleList([nn.Linear(1, 16), nn.Linear(16, 1)])

    assert list(InAList().parameters()) == []
    with pytest.raises(ValueError, match="optimizer got an empty parameter list"):
        torch.optim.SGD(InAList().parameters(), lr=0.05)
    assert len(list(InAModuleList().parameters())) == 4


def curved_data() -> tuple[DataLoader, torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """The chapter's curved calibration: y = 2x + 1 - 0.5x² plus noise, split 140 / 40."""
    torch.manual_seed(9)
    x = torch.linspace(-2, 2, 201).reshape(-1, 1)
    y = 2 * x + 1 - 0.5 * x**2 + 0.15 * torch.randn_like(x)
    order = torch.randperm(len(x))
    x_train, y_train, x_val, y_val = x[order[:140]], y[order[:140]], x[order[140:180]], y[order[140:180]]
    loader = DataLoader(TensorDataset(x_train, y_train), batch_size=20, shuffle=True)
    return loader, x_train, y_train, x_val, y_val


def train(model: nn.Module, loader: DataLoader, x_val: torch.Tensor, y_val: torch.Tensor, epochs: int = 100) -> float:
    """The chapter's loop and budget: SGD at 0.05, batches of 20; the final validation MSE."""
    optimizer, loss_fn = torch.optim.SGD(model.parameters(), lr=0.05), nn.MSELoss()
    for _ in range(epochs):
        for xb, yb in loader:
            optimizer.zero_grad()
            loss_fn(model(xb), yb).backward()
            optimizer.step()
    with torch.no_grad():
        return loss_fn(model(x_val), y_val).item()


def best_line_val(x_train: torch.Tensor, y_train: torch.Tensor, x_val: torch.Tensor, y_val: torch.Tensor) -> float:
    """Validation MSE of the least-squares line through the training readings."""
    design = torch.cat([x_train, torch.ones_like(x_train)], dim=1)  # (N, 2): x and 1
    slope_and_offset = torch.linalg.lstsq(design, y_train).solution  # (2, 1)
    predictions = torch.cat([x_val, torch.ones_like(x_val)], dim=1) @ slope_and_offset
    return ((predictions - y_val) ** 2).mean().item()


@claim("network-line-stuck", "even the best line there is, solved for directly by least squares, scores about as badly")
def test_no_line_follows_the_bend() -> None:
    loader, x_train, y_train, x_val, y_val = curved_data()
    best = best_line_val(x_train, y_train, x_val, y_val)
    trained_line = train(nn.Linear(1, 1), loader, x_val, y_val)
    net = train(nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1)), loader, x_val, y_val)
    assert abs(best - trained_line) < 0.02  # the trained line is already about the best line
    assert best > 10 * net  # and the best line is still far above the network


@claim("network-stack-as-bad-as-line", "it scores about as badly as the line, since it is one")
def test_two_linear_layers_without_an_activation_score_about_as_badly_as_the_line() -> None:
    loader, x_train, y_train, x_val, y_val = curved_data()
    line = nn.Linear(1, 1)
    stack = nn.Sequential(nn.Linear(1, 16), nn.Linear(16, 1))  # no activation between
    line_val = train(line, loader, x_val, y_val)
    stack_val = train(stack, loader, x_val, y_val)
    best = best_line_val(x_train, y_train, x_val, y_val)
    assert abs(stack_val - line_val) < 0.05  # about as badly as the trained line
    assert stack_val > 0.9 * best  # no line does much better than the best one
    rule_val = ((2 * x_val + 1 - 0.5 * x_val**2 - y_val) ** 2).mean().item()  # the noise alone
    assert stack_val > 10 * rule_val  # and badly: far above what a curve can reach


@claim("network-nothing-to-gain-on-a-line", "has nothing to gain over the line: it does no better on validation")
def test_on_straight_line_data_the_network_does_no_better_than_the_line() -> None:
    torch.manual_seed(7)  # chapter 7's data, split and loader
    x = torch.linspace(-2, 2, 201).reshape(-1, 1)
    y = 2 * x + 1 + 0.15 * torch.randn_like(x)
    order = torch.randperm(len(x))
    x_train, y_train, x_val, y_val = x[order[:140]], y[order[:140]], x[order[140:180]], y[order[140:180]]
    loader = DataLoader(TensorDataset(x_train, y_train), batch_size=20, shuffle=True)
    line = train(nn.Linear(1, 1), loader, x_val, y_val)
    net = train(nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1)), loader, x_val, y_val)
    assert net >= line  # no better, without a tolerance: a slightly better network would make the sentence false


@claim("network-tied-start-catches-up", "the tied network scores about as well as the network above did in 100")
def test_the_tied_network_needs_more_epochs_not_more_bends() -> None:
    def tied() -> nn.Sequential:
        model = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
        for parameter in model.parameters():
            nn.init.constant_(parameter, 0.1)
        return model

    loader, _, _, x_val, y_val = curved_data()
    torch.manual_seed(9)
    net = train(nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1)), loader, x_val, y_val)
    loader, _, _, x_val, y_val = curved_data()
    same_budget = train(tied(), loader, x_val, y_val)
    assert same_budget > 1.5 * net  # in 100 epochs the tie leaves a gap (the page prints it)
    loader, _, _, x_val, y_val = curved_data()
    long_run = tied()
    long_val = train(long_run, loader, x_val, y_val, epochs=1000)
    assert long_val < 1.1 * net  # given 1000 epochs: about as well as the network did in 100
    hidden = long_run[0].weight
    assert (hidden.max() - hidden.min()).item() == 0.0  # its 16 units still identical
