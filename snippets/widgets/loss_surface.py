"""The loss-surface widget: gradient descent on the bowl
L(w1, w2) = w1² + 1.6·w2², run by PyTorch.

The page embeds what this module computes (presets, the stability limit,
the first step), so the JavaScript never carries a number of its own.
Run alone, it prints the facts:
``python -m snippets.widgets.loss_surface``.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from itertools import pairwise

import torch

from snippets.widgets import DIVERGED, DIVERGED_TEXT, mount_html

# where the ball starts: (w1, w2)
START = (2.0, 1.0)
# how far the page follows each preset
STEPS = 40
# the learning rates a reader can pick
SLIDER = {"min": 0.01, "max": 1.2, "step": 0.01}


def bowl_loss(w: torch.Tensor) -> torch.Tensor:
    """L(w1, w2) = w1² + 1.6·w2²: a bowl that is steeper along w2 than
    along w1."""
    return w[0] ** 2 + 1.6 * w[1] ** 2


def descend(
    lr: float, steps: int = STEPS, start: tuple[float, float] = START
) -> list[dict]:
    """Plain SGD on the bowl. Row k is the state after k steps: weights,
    loss, gradient."""
    # float64, because JavaScript numbers are float64: the widget and
    # PyTorch compare like with like
    w = torch.tensor(start, dtype=torch.float64, requires_grad=True)
    optimizer = torch.optim.SGD([w], lr=lr)
    rows = []
    for _ in range(steps + 1):
        optimizer.zero_grad()
        loss = bowl_loss(w)
        # w.grad = (2·w1, 3.2·w2)
        loss.backward()
        rows.append(
            {
                "w": w.tolist(),
                "loss": loss.item(),
                "grad": w.grad.tolist(),
            }
        )
        # w ← w − lr·grad
        optimizer.step()
    return rows


def stability_limit() -> float:
    """Plain GD on a quadratic is stable while lr < 2 / (largest
    eigenvalue of the Hessian)."""
    # (2, 2)
    hessian = torch.autograd.functional.hessian(
        bowl_loss, torch.tensor(START, dtype=torch.float64)
    )
    return 2 / torch.linalg.eigvalsh(hessian).max().item()


@dataclass
class Behaviour:
    """What a learning rate does on the bowl, read off the trajectory
    PyTorch produced."""

    lr: float
    # "smooth", "oscillates" or "diverges"
    kind: str
    loss_start: float
    # after STEPS steps (or when it blew up)
    loss_end: float
    # STEPS, or the step at which the loss passed DIVERGED
    steps: int
    # how often w2 crossed the valley floor
    sign_flips: int


def behaviour(lr: float) -> Behaviour:
    rows = descend(lr)
    losses = [row["loss"] for row in rows]
    blown = next(
        (k for k, value in enumerate(losses) if value > DIVERGED), None
    )
    end = blown if blown is not None else STEPS
    w2 = [row["w"][1] for row in rows[: end + 1]]
    flips = sum(1 for a, b in pairwise(w2) if a * b < 0)
    # blew up, or on its way
    if blown is not None or losses[-1] > losses[0]:
        kind = "diverges"
    elif flips == 0 and all(b < a for a, b in pairwise(losses)):
        kind = "smooth"
    else:
        kind = "oscillates"
    return Behaviour(lr, kind, losses[0], losses[end], end, flips)


@dataclass
class Bowl:
    """Everything the page says about the bowl, computed once per
    build."""

    start: tuple[float, float]
    limit: float
    # the state after one step at lr 0.1
    first_step: dict
    presets: dict[str, Behaviour]
    # other rates readers often try, checked
    seed_rates: dict[str, Behaviour]
    steps: int = STEPS
    # "1e6", as the page and widget say it
    diverged: str = DIVERGED_TEXT


PRESET_RATES = {"smooth": 0.1, "oscillates": 0.6, "diverges": 0.8}


def compute() -> Bowl:
    presets = {name: behaviour(lr) for name, lr in PRESET_RATES.items()}
    # a preset must do what its name says
    for name, found in presets.items():
        assert found.kind == name, (
            f"lr {found.lr} {found.kind}, not {name}"
        )
    seed_rates = {"0.95": behaviour(0.95), "1.20": behaviour(1.2)}
    return Bowl(
        START,
        stability_limit(),
        descend(0.1, steps=1)[1],
        presets,
        seed_rates,
    )


# the build puts the block's open figure here
FIGURE_SLOT = '<figure class="executed-figure"></figure>'


def widget_html(bowl: Bowl) -> str:
    """The mount element: a static stand-in for readers without
    JavaScript, and the data."""
    data = {
        "start": bowl.start,
        "limit": bowl.limit,
        "diverged": DIVERGED,
        "diverged_text": bowl.diverged,
        "presets": [
            {"name": name, "lr": found.lr}
            for name, found in bowl.presets.items()
        ],
        "slider": SLIDER,
    }
    caption = (
        "Without JavaScript: the paths of the three presets "
        f"from {bowl.start}, seen from above."
    )
    return mount_html(
        "loss-surface",
        data,
        f"<p>{html.escape(caption)}</p>{FIGURE_SLOT}",
    )


def preset_figure(bowl: Bowl) -> None:
    """Contours of the bowl and the first steps of each preset, for the
    no-JavaScript reader: left open, as any block's figure, for the
    build to draw into the mount's figure slot."""
    import numpy as np

    import matplotlib.pyplot as plt

    fig, ax = plt.subplots()
    w1, w2 = np.meshgrid(
        np.linspace(-2.5, 2.5, 101), np.linspace(-1.6, 1.6, 101)
    )
    ax.contour(
        w1,
        w2,
        w1**2 + 1.6 * w2**2,
        levels=[0.25, 1, 2, 4, 6, 8],
        colors="black",
        alpha=0.3,
    )
    for name, found in bowl.presets.items():
        path = [
            row["w"]
            for row in descend(
                found.lr, steps=5 if name == "diverges" else 12
            )
        ]
        xs, ys = zip(*path, strict=True)
        ax.plot(
            xs,
            ys,
            marker="o",
            markersize=3,
            # dashed: its first leg runs over the zig-zag's first leg,
            # which shows through the gaps
            linestyle="--" if name == "diverges" else "-",
            label=f"{name} (lr {found.lr})",
        )
    ax.set(
        xlim=(-2.5, 2.5),
        ylim=(-1.6, 1.6),
        xlabel="w1",
        ylabel="w2",
        aspect="equal",
    )
    ax.legend(loc="upper left")
    plt.show()


surface_facts = compute()

if __name__ == "__main__":
    print(f"stability limit: lr < {surface_facts.limit:.4f}")
    first = surface_facts.first_step
    print(
        f"one step at lr 0.1 from {START}: w = {first['w']}, "
        f"loss = {first['loss']:.6g}"
    )
    for found in [
        *surface_facts.presets.values(),
        *surface_facts.seed_rates.values(),
    ]:
        print(
            f"lr {found.lr}: {found.kind}, "
            f"loss {found.loss_start:.4g} -> {found.loss_end:.4g} "
            f"after {found.steps} steps, "
            f"w2 crossed zero {found.sign_flips} times"
        )
