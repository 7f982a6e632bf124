"""Chapters 7 and 8 (batching-and-splitting-data.md, writing-the-complete-loop.md): what the data
pipeline and the training loop do, and the training-loop widget's caption."""

from __future__ import annotations

from itertools import pairwise

import pytest
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

from tests.claims import claim


def sensor_data(seed: int = 7) -> tuple[torch.Tensor, torch.Tensor]:
    """Chapter 7's readings: 201 points of 2x + 1 plus noise."""
    torch.manual_seed(seed)
    x = torch.linspace(-2, 2, 201).reshape(-1, 1)
    return x, 2 * x + 1 + 0.15 * torch.randn_like(x)


# ---- chapter 7


@claim("data-seed-one-stream", "so one extra draw early on changes each of them")
@pytest.mark.parametrize("seed", [7, 0, 1, 2, 3])
def test_one_extra_draw_changes_every_later_draw(seed: int) -> None:
    def draws(extra: bool) -> tuple[torch.Tensor, ...]:
        # the page's order: noise, split, the model's weight and bias, one shuffled pass of the loader
        torch.manual_seed(seed)
        if extra:
            torch.rand(1)  # one draw more, before everything else
        x = torch.linspace(-2, 2, 201).reshape(-1, 1)
        noise = torch.randn_like(x)
        order = torch.randperm(len(x))
        model = nn.Linear(1, 1)
        weight, bias = model.weight.detach().clone(), model.bias.detach().clone()
        loader = DataLoader(TensorDataset(torch.arange(140)), batch_size=20, shuffle=True)
        shuffle = torch.cat([batch for (batch,) in loader])
        return noise, order, weight, bias, shuffle

    plain, shifted = draws(extra=False), draws(extra=True)
    # same seed, same draws
    assert all(torch.equal(a, b) for a, b in zip(plain, draws(extra=False), strict=True))
    # "changes each of them": each draw as a whole differs (the page's seed is 7; any seed does).
    # Not every element: a new random order may keep an example where it was, by chance.
    for a, b in zip(plain, shifted, strict=True):
        assert not torch.equal(a, b)


@claim("data-tensordataset-counts-rows", "the right number of the wrong references, would be accepted without a word")
def test_tensordataset_checks_only_the_number_of_rows() -> None:
    x, y = sensor_data()
    order = torch.randperm(len(x))
    x_train = x[order[:140]]
    with pytest.raises(AssertionError, match="Size mismatch between tensors"):
        TensorDataset(x_train, y)
    wrong = TensorDataset(x_train, y[:140])  # 140 rows each, but not each reading's own reference
    assert len(wrong) == 140


@claim("data-batch-gradients-average", "all taken at the same weights and averaged, give the full gradient there")
def test_the_batch_gradients_of_one_pass_average_to_the_full_gradient() -> None:
    x, y = sensor_data()
    x_train, y_train = x[:140], y[:140]
    loader = DataLoader(TensorDataset(x_train, y_train), batch_size=20, shuffle=True)
    model, loss_fn = nn.Linear(1, 1), nn.MSELoss()
    params = list(model.parameters())
    full = torch.autograd.grad(loss_fn(model(x_train), y_train), params)
    per_batch = [torch.autograd.grad(loss_fn(model(xb), yb), params) for xb, yb in loader]
    averaged = [torch.stack(grads).mean(dim=0) for grads in zip(*per_batch, strict=True)]
    assert len(per_batch) == 7
    for mean_grad, full_grad in zip(averaged, full, strict=True):
        torch.testing.assert_close(mean_grad, full_grad, rtol=0, atol=1e-5)
    assert not torch.allclose(per_batch[0][0], full[0], atol=1e-3)  # one batch alone is noisy


@claim("data-drop-last-same-rows", "without shuffling the same rows would never be trained on")
def test_drop_last_without_shuffle_drops_the_same_rows_every_epoch() -> None:
    rows = TensorDataset(torch.arange(140))

    def seen(shuffle: bool, epochs: int = 10) -> set[int]:
        loader = DataLoader(rows, batch_size=32, shuffle=shuffle, drop_last=True)
        return {int(i) for _ in range(epochs) for (batch,) in loader for i in batch}

    torch.manual_seed(7)
    assert seen(shuffle=False) == set(range(128))  # rows 128 to 139: never, in any epoch
    assert seen(shuffle=True) == set(range(140))  # shuffled: every row, within ten epochs


@claim("data-sgd-keeps-jittering", "keep jittering slightly around the best fit")
def test_at_a_fixed_learning_rate_the_weights_jitter_around_the_best_fit() -> None:
    x, y = sensor_data()
    order = torch.randperm(len(x))
    x_train, y_train = x[order[:140]], y[order[:140]]
    loader = DataLoader(TensorDataset(x_train, y_train), batch_size=20, shuffle=True)
    design = torch.cat([x_train, torch.ones_like(x_train)], dim=1)  # (N, 2): x and 1
    best = torch.linalg.lstsq(design, y_train).solution.flatten()  # slope, offset
    model = nn.Linear(1, 1)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
    trail = []  # (slope, offset) after every step of epochs 100 to 199
    for epoch in range(200):
        for xb, yb in loader:
            optimizer.zero_grad()
            nn.functional.mse_loss(model(xb), yb).backward()
            optimizer.step()
            if epoch >= 100:
                trail.append(torch.cat([model.weight.detach().flatten(), model.bias.detach()]))
    weights = torch.stack(trail)
    distance = (weights - best).norm(dim=1)
    assert (weights[1:] - weights[:-1]).norm(dim=1).min() > 1e-5  # every step still moves them
    assert distance[len(distance) // 2 :].mean() > 0.5 * distance[: len(distance) // 2].mean()  # no settling
    assert distance.max() < 0.05  # slightly: never far from the best fit


# ---- chapter 8


@claim(
    "loop-dropout-batchnorm-modes",
    "by running averages of the mean and the variance, collected during training, in evaluation",
)
def test_dropout_and_batch_norm_compute_differently_in_training_and_evaluation() -> None:
    torch.manual_seed(0)
    ones = torch.ones(1000)
    dropout = nn.Dropout(p=0.5)
    dropped = dropout(ones)  # a fresh module is in training mode
    assert set(dropped.unique().tolist()) == {0.0, 2.0}  # zeroed, and the rest scaled up by 1 / (1 - p)
    assert torch.equal(dropout.eval()(ones), ones)  # evaluation: everything through unchanged

    norm = nn.BatchNorm1d(1)
    batch = 3 + 2 * torch.randn(50, 1)
    trained = norm(batch)  # training: this batch's own mean and standard deviation
    torch.testing.assert_close(trained.mean(), torch.tensor(0.0), atol=1e-5, rtol=0)
    assert norm.running_mean.item() != 0.0  # ... and the running averages were updated
    # what it keeps is an average of variances, not of standard deviations
    assert {"running_mean", "running_var"} <= {name for name, _ in norm.named_buffers()}
    norm.eval()
    expected = (batch - norm.running_mean) / torch.sqrt(norm.running_var + norm.eps)
    torch.testing.assert_close(norm(batch), expected)  # evaluation: the running averages
    assert not torch.allclose(norm(batch), trained, atol=1e-3)


@claim("loop-linear-same-in-eval", "A single `Linear` layer computes the same in both modes.")
def test_a_linear_layer_computes_the_same_in_training_and_evaluation() -> None:
    layer, inputs = nn.Linear(1, 1), torch.randn(20, 1)
    in_training = layer.train()(inputs)
    assert torch.equal(layer.eval()(inputs), in_training)


@claim("loop-inference-mode-records-nothing", "the result has no `grad_fn` and nothing is kept for a backward pass")
def test_inference_mode_records_no_graph_and_saves_no_tensor() -> None:
    model, inputs = nn.Linear(1, 1), torch.randn(20, 1)
    saved = []
    with torch.autograd.graph.saved_tensors_hooks(lambda t: saved.append(t) or t, lambda t: t):
        with torch.inference_mode():
            measured = model(inputs)
        assert measured.grad_fn is None and not measured.requires_grad and saved == []
        recorded = model(inputs)  # outside it, the same call records and saves
    assert recorded.grad_fn is not None and len(saved) > 0


@claim("loop-measure-keeps-weights", "`mse_on` is how we measure the model without changing its weights.")
def test_measuring_changes_no_weight_and_no_gradient_but_leaves_eval_mode() -> None:
    x, y = sensor_data()
    model, loss_fn = nn.Linear(1, 1), nn.MSELoss()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05)

    def mse_on(inputs: torch.Tensor, targets: torch.Tensor) -> float:
        model.eval()
        with torch.inference_mode():
            return loss_fn(model(inputs), targets).item()

    # as in the loop: a training step has run, so .grad is filled, then the model is measured
    model.train()
    optimizer.zero_grad()
    loss_fn(model(x), y).backward()
    optimizer.step()
    before = [(p.detach().clone(), p.grad.clone()) for p in model.parameters()]
    mse_on(x, y)
    for (weight, grad), p in zip(before, model.parameters(), strict=True):
        assert torch.equal(p, weight) and torch.equal(p.grad, grad)
    # what it does change: the mode (the page's exercise `mode` shows it too)
    assert not model.training


@claim("loop-backward-needs-one-number", "it would have to be told how to weigh them (its `gradient` argument)")
def test_backward_of_many_numbers_needs_a_gradient_argument() -> None:
    model = nn.Linear(1, 1)
    inputs, targets = torch.randn(20, 1), torch.randn(20, 1)
    squared = (model(inputs) - targets) ** 2  # (20, 1)
    with pytest.raises(RuntimeError, match="grad can be implicitly created only for scalar outputs"):
        squared.backward(retain_graph=True)
    squared.backward(torch.full_like(squared, 1 / 20), retain_graph=True)  # weigh each by 1/20: the mean
    weighed = model.weight.grad.clone()
    model.zero_grad()
    squared.mean().backward()
    torch.testing.assert_close(model.weight.grad, weighed)


@claim(
    "loop-backward-any-one-element",
    "needs to start from: exactly one number, of whatever shape; it refuses more",
)
def test_backward_starts_from_any_one_element_tensor() -> None:
    model = nn.Linear(1, 1)
    inputs, targets = torch.randn(20, 1), torch.randn(20, 1)
    loss = ((model(inputs) - targets) ** 2).mean()  # shape []
    # the same one number, shape [1, 1]
    loss.reshape(1, 1).backward(retain_graph=True)
    from_one_by_one = model.weight.grad.clone()
    model.zero_grad()
    loss.backward()
    torch.testing.assert_close(model.weight.grad, from_one_by_one)
    two = torch.stack([loss, loss])  # two numbers: refused
    with pytest.raises(RuntimeError, match="implicitly created only for scalar outputs"):
        two.backward()
    # any floating-point dtype: one number of another float dtype and shape starts backward() too
    for dtype in (torch.float64, torch.float16, torch.bfloat16):
        weight = torch.ones(1, dtype=dtype, requires_grad=True)
        (weight * 3).reshape(1, 1).backward()
        assert weight.grad.item() == 3.0
    # and only floating point: one complex number is refused
    weight = torch.ones(1, dtype=torch.complex64, requires_grad=True)
    with pytest.raises(RuntimeError, match="only for real scalar outputs"):
        (weight * weight).reshape(1, 1).backward()
    # and only one autograd recorded: a float number made without tracking is refused
    with pytest.raises(RuntimeError, match="does not require grad and does not have a grad_fn"):
        torch.tensor([[1.0]]).backward()


def widget_losses(lr: float, epochs: int) -> list[float]:
    from snippets.widgets.training_loop import train

    return [row["loss"] for row in train(lr, epochs=epochs)]


@claim("loop-widget-stability-limit", "so this loop settles only while")
def test_full_batch_descent_settles_below_the_limit_and_not_above() -> None:
    from snippets.widgets.training_loop import loop_facts

    below = widget_losses(0.95 * loop_facts.limit, epochs=400)
    above = widget_losses(1.05 * loop_facts.limit, epochs=400)
    best = min(widget_losses(0.5 * loop_facts.limit, epochs=2000))
    assert abs(below[-1] - best) < 1e-6  # settled at the bottom of the bowl
    assert above[-1] > 1e3 * above[0]  # blown up


@claim("loop-widget-overshoots", "but from then on every epoch overshoots further")
def test_just_past_the_limit_the_loss_falls_once_then_grows_every_epoch() -> None:
    from snippets.widgets.training_loop import loop_facts

    losses = widget_losses(loop_facts.past_lr, epochs=loop_facts.blown_after)
    assert losses[1] < losses[0]
    assert all(later > earlier for earlier, later in pairwise(losses[1:]))
