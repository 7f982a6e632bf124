"""Fixtures for the tape's math: PyTorch runs the tape for several
inputs and rates."""

from __future__ import annotations

import json
from pathlib import Path

import torch

from snippets.widgets.backward_tape import (
    DATA,
    LR,
    PARAMS,
    run_tape,
    widget_data,
)

CASES = [
    # the page's example, in float32 as the page runs it
    (DATA, PARAMS, LR),
    # a overshoots y: positive slope
    ({"x": 2.0, "y": -1.0}, {"w": 0.3, "b": 0.1}, 0.05),
    # relu is off: gradients are zero
    ({"x": 1.0, "y": 4.0}, {"w": -2.0, "b": 0.5}, 0.1),
    # u == 0: PyTorch's relu slope is 0
    ({"x": 1.0, "y": 4.0}, {"w": 1.0, "b": -1.0}, 0.125),
    ({"x": -1.5, "y": 0.7}, {"w": -0.8, "b": 0.2}, 0.3),
    # a large rate
    ({"x": 0.25, "y": 3.0}, {"w": 2.0, "b": 1.0}, 1.0),
    # far too large: one step takes the loss past the threshold
    (DATA, PARAMS, 100.0),
]


def write_fixtures(folder: Path) -> None:
    cases = []
    for index, (data, params, lr) in enumerate(CASES):
        # The page's case keeps float32; the others use float64 so the
        # JS can match tightly.
        dtype = torch.float32 if index == 0 else torch.float64
        cases.append(
            {
                **widget_data(run_tape(data, params, lr, dtype)),
                "dtype": str(dtype),
            }
        )
    (folder / "backward_tape.json").write_text(
        json.dumps(cases, indent=1), encoding="utf-8"
    )
