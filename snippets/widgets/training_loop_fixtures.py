"""PyTorch's answers for the training-loop math module
(tests/widgets/js/training-loop.test.mjs)."""

import json
from pathlib import Path

from snippets.widgets import DIVERGED, DIVERGED_TEXT
from snippets.widgets.training_loop import (
    loop_facts,
    stability_limit,
    train,
    x,
    y,
)

# both sides of the limit
RATES = [0.01, 0.1, 0.5, 0.9, 0.99, 1.01, loop_facts.past_lr, 1.5]


def write_fixtures(folder: Path) -> None:
    data = {
        "x": x.tolist(),
        "y": y.tolist(),
        "limit": stability_limit(),
        "diverged": DIVERGED,
        "diverged_text": DIVERGED_TEXT,
        "cases": [
            {
                "lr": lr,
                "start": (0.0, 0.0),
                "rows": train(lr, epochs=60),
            }
            for lr in RATES
        ],
        "other_start": {
            "lr": 0.3,
            "start": (-1.0, 2.0),
            "rows": train(0.3, epochs=10, start=(-1.0, 2.0)),
        },
    }
    (folder / "training-loop.json").write_text(
        json.dumps(data), encoding="utf-8"
    )
