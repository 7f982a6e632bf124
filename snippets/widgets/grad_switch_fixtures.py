"""Fixtures for the switch's trail model: several computations, each run
by PyTorch."""

from __future__ import annotations

import json
from pathlib import Path

from snippets.widgets.grad_switch import EXPRESSION, INPUTS, switch_data

# The page's computation first, then others
# whose graphs branch and end differently.
CASES = [
    (EXPRESSION, INPUTS),
    ("torch.relu(w * x + b)", {"x": -2.0, "w": 0.5, "b": 0.25}),
    ("torch.sigmoid(w * x) * b - x", {"x": 1.5, "w": -1.0, "b": 3.0}),
    (
        "((w * x + b) - x).pow(2).mean()",
        {"x": 2.0, "w": 1.0, "b": -1.0},
    ),
    ("w * w + b / x", {"x": 4.0, "w": 3.0, "b": 2.0}),
]


def write_fixtures(folder: Path) -> None:
    cases = [
        switch_data(expression, inputs) for expression, inputs in CASES
    ]
    (folder / "grad_switch.json").write_text(
        json.dumps(cases, indent=1), encoding="utf-8"
    )
