"""The training-loop widget: a line y = w·x + b fitted to noisy points
by full-batch gradient descent.

PyTorch makes the points (seeded), runs the loop, and finds the largest
stable learning rate for this data; the page embeds all of it. Run
alone, it prints the facts:
``python -m snippets.widgets.training_loop``.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

import torch

from snippets.widgets import DIVERGED, DIVERGED_TEXT, mount_html

POINTS = 24
# what one press of "train" runs
EPOCHS = 100
# the learning rates a reader can pick
SLIDER = {"min": 0.01, "max": 1.5, "step": 0.01}


def make_points(seed: int = 0) -> tuple[torch.Tensor, torch.Tensor]:
    """Noisy points around y = 2x + 0.5, with x spread over [-1, 1]."""
    generator = torch.Generator().manual_seed(seed)
    x = torch.rand(POINTS, generator=generator) * 2 - 1  # (N,)
    # (N,)
    y = 2 * x + 0.5 + 0.3 * torch.randn(POINTS, generator=generator)
    # float64 from here on: JavaScript numbers are float64, so the
    # widget and PyTorch agree
    return x.double(), y.double()


x, y = make_points()


def mse(w: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    return ((w * x + b - y) ** 2).mean()


def train(
    lr: float,
    epochs: int = EPOCHS,
    start: tuple[float, float] = (0.0, 0.0),
) -> list[dict]:
    """The five-line loop. Row k is the state after k epochs: w, b and
    the loss there."""
    w = torch.tensor(start[0], dtype=torch.float64, requires_grad=True)
    b = torch.tensor(start[1], dtype=torch.float64, requires_grad=True)
    optimizer = torch.optim.SGD([w, b], lr=lr)
    rows = []
    for _ in range(epochs + 1):
        optimizer.zero_grad()
        # forward pass and loss, over all points at once
        loss = mse(w, b)
        rows.append({"w": w.item(), "b": b.item(), "loss": loss.item()})
        loss.backward()
        optimizer.step()
    return rows


def stability_limit() -> float:
    """GD on the MSE (a quadratic in w, b) is stable while lr < 2 /
    λ_max of its Hessian."""
    hessian = torch.autograd.functional.hessian(
        lambda p: mse(p[0], p[1]), torch.zeros(2, dtype=torch.float64)
    )
    # hessian: (2, 2)
    return 2 / torch.linalg.eigvalsh(hessian).max().item()


@dataclass
class LineFit:
    """Everything the page says about the fit, computed once per
    build."""

    # largest eigenvalue of the MSE's Hessian in (w, b)
    lambda_max: float
    # 2 / lambda_max
    limit: float
    calm_lr: float
    # after EPOCHS epochs at calm_lr
    settled: dict
    start_loss: float
    # a rate just past the limit
    past_lr: float
    # epochs until the loss passed DIVERGED at past_lr
    blown_after: int
    points: int = POINTS
    epochs: int = EPOCHS
    # "1e6", as the page and widget say it
    diverged: str = DIVERGED_TEXT


def compute() -> LineFit:
    limit = stability_limit()
    calm_lr = 0.1
    calm = train(calm_lr)
    past_lr = round(limit * 1.15, 2)
    # losses[k]: the line after k epochs
    losses = [row["loss"] for row in train(past_lr, epochs=400)]
    blown_after = next(
        k for k, value in enumerate(losses) if value > DIVERGED
    )
    return LineFit(
        2 / limit,
        limit,
        calm_lr,
        calm[-1],
        calm[0]["loss"],
        past_lr,
        blown_after,
    )


# the build puts the block's open figure here
FIGURE_SLOT = '<figure class="executed-figure"></figure>'


def widget_html(fit: LineFit) -> str:
    """The mount element: a static stand-in for readers without
    JavaScript, and the data."""
    data = {
        "x": x.tolist(),
        "y": y.tolist(),
        "limit": fit.limit,
        "diverged": DIVERGED,
        "diverged_text": fit.diverged,
        "epochs": EPOCHS,
        "lr": fit.calm_lr,
        "slider": SLIDER,
    }
    caption = (
        "Without JavaScript: the points and the line "
        f"after {EPOCHS} epochs at lr {fit.calm_lr}."
    )
    return mount_html(
        "training-loop",
        data,
        f"<p>{html.escape(caption)}</p>{FIGURE_SLOT}",
    )


def fit_figure(fit: LineFit) -> None:
    """The points and the settled line, for the no-JavaScript reader:
    left open for the build."""
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots()
    ax.scatter(x, y, s=14, label="points")
    ends = torch.tensor([-1.0, 1.0])
    ax.plot(
        ends,
        fit.settled["w"] * ends + fit.settled["b"],
        color="#e8772e",
        label="fitted line",
    )
    ax.set(xlabel="x", ylabel="y")
    ax.legend(loc="upper left")
    # not closed: the build draws the open
    # figure into the mount's fallback
    plt.show()


loop_facts = compute()

if __name__ == "__main__":
    print(f"stability limit for this data: lr < {loop_facts.limit:.4f}")
    s = loop_facts.settled
    print(
        f"lr 0.1, {EPOCHS} epochs: "
        f"loss {loop_facts.start_loss:.4f} -> {s['loss']:.4f}, "
        f"w={s['w']:.3f}, b={s['b']:.3f}"
    )
    print(
        f"lr {loop_facts.past_lr}: the loss passes {DIVERGED:g} "
        f"after {loop_facts.blown_after} epochs"
    )
