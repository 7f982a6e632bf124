"""PyTorch's answers for the loss-surface math module
(tests/widgets/js/loss-surface.test.mjs)."""

import json
from pathlib import Path

from snippets.widgets import DIVERGED, DIVERGED_TEXT
from snippets.widgets.loss_surface import (
    PRESET_RATES,
    START,
    behaviour,
    descend,
    stability_limit,
)

# every preset, the seed's 0.95 and 1.20,
# and rates on both sides of the limit 0.625
RATES = sorted(
    {
        *PRESET_RATES.values(),
        0.01,
        0.05,
        0.3,
        0.5,
        0.62,
        0.63,
        0.7,
        0.95,
        1.2,
    }
)


def write_fixtures(folder: Path) -> None:
    cases = [
        {
            "lr": lr,
            "start": START,
            "kind": behaviour(lr).kind,
            "rows": descend(lr, steps=40),
        }
        for lr in RATES
    ]
    other_start = {
        "lr": 0.3,
        "start": (-1.5, 0.25),
        "rows": descend(0.3, steps=10, start=(-1.5, 0.25)),
    }
    data = {
        "limit": stability_limit(),
        "diverged": DIVERGED,
        "diverged_text": DIVERGED_TEXT,
        "cases": cases,
        "other_start": other_start,
    }
    (folder / "loss-surface.json").write_text(
        json.dumps(data), encoding="utf-8"
    )
