"""Build-time data for the backward tape (chapter 4), every number
computed by autograd.

The loss is built from the four moves every loss is made of: multiply,
add, activate, compare. PyTorch runs it forward, measures each cell's
local slope with ``torch.autograd.grad``, keeps each cell's running
product (d loss / d cell) with ``retain_grad()``, calls ``backward()``,
takes one SGD step and runs forward again. With x=1, y=4, w=1, b=0 and
lr=0.125 every number is a power-of-two fraction, so the loss falls from
9.0 to 2.25 exactly, in float32.

Run alone (``python -m snippets.widgets.backward_tape``) it prints the
JSON.
"""

from __future__ import annotations

import html
import json
from typing import Any

import torch

from snippets.widgets import DIVERGED, DIVERGED_TEXT, mount_html

# The tape: each cell applies one op to
# earlier cells, parameters or data.
CELLS = [
    {
        "name": "z",
        "op": "mul",
        "args": ["w", "x"],
        "formula": "z = w · x",
        "kind": "multiply",
    },
    {
        "name": "u",
        "op": "add",
        "args": ["z", "b"],
        "formula": "u = z + b",
        "kind": "add",
    },
    {
        "name": "a",
        "op": "relu",
        "args": ["u"],
        "formula": "a = relu(u)",
        "kind": "activate",
    },
    {
        "name": "loss",
        "op": "sqerr",
        "args": ["a", "y"],
        "formula": "loss = (a − y)²",
        "kind": "compare",
    },
]
OPS = {
    "mul": torch.mul,
    "add": torch.add,
    "relu": torch.relu,
    "sqerr": lambda a, y: (a - y) ** 2,
}
DATA = {"x": 1.0, "y": 4.0}
PARAMS = {"w": 1.0, "b": 0.0}
LR = 0.125


def forward(
    tensors: dict[str, torch.Tensor],
) -> dict[str, torch.Tensor]:
    """Fill the tape left to right; returns every cell's tensor by
    name."""
    values = dict(tensors)
    for cell in CELLS:
        values[cell["name"]] = OPS[cell["op"]](
            *(values[arg] for arg in cell["args"])
        )
    return {cell["name"]: values[cell["name"]] for cell in CELLS}


def run_tape(
    data: dict[str, float] = DATA,
    params: dict[str, float] = PARAMS,
    lr: float = LR,
    dtype: torch.dtype = torch.float32,
) -> dict[str, Any]:
    """Forward, local slopes, backward, one SGD step, forward again: all
    by PyTorch."""
    inputs = {
        name: torch.tensor(value, dtype=dtype)
        for name, value in data.items()
    }
    weights = {
        name: torch.tensor(value, dtype=dtype, requires_grad=True)
        for name, value in params.items()
    }
    cells = forward({**inputs, **weights})
    everything = {**inputs, **weights, **cells}

    # Local slope of each cell with respect
    # to each input that carries a gradient.
    slopes = {}
    for cell in CELLS:
        out = cells[cell["name"]]
        for arg in cell["args"]:
            if everything[arg].requires_grad:
                (slope,) = torch.autograd.grad(
                    out, everything[arg], retain_graph=True
                )
                slopes[f"{cell['name']}/{arg}"] = slope.item()

    for tensor in cells.values():
        # keep d loss / d cell: the running product at that cell
        tensor.retain_grad()
    loss = cells[CELLS[-1]["name"]]
    loss.backward()

    # the SGD step: w <- w - lr * w.grad, the same for b
    with torch.no_grad():
        for weight in weights.values():
            weight -= lr * weight.grad
        after = forward({**inputs, **weights})

    return {
        "cells": CELLS,
        "data": data,
        "params": params,
        "lr": lr,
        "values": {
            name: tensor.item() for name, tensor in cells.items()
        },
        "slopes": slopes,
        "products": {
            name: tensor.grad.item() for name, tensor in cells.items()
        },
        "grads": {
            name: weight.grad.item() for name, weight in weights.items()
        },
        "stepped": {
            name: weight.item() for name, weight in weights.items()
        },
        "after": {
            name: tensor.item() for name, tensor in after.items()
        },
        "loss_before": loss.item(),
        "loss_after": after[CELLS[-1]["name"]].item(),
    }


# the page's numbers: read by the fragment's prose (`#!num tape[...]`)
tape = run_tape()


def static_html(data: dict[str, Any]) -> str:
    """What a reader without JavaScript sees: the whole tape as a
    table."""
    rows = []
    for cell in data["cells"]:
        name = cell["name"]
        slopes = ", ".join(
            f"∂{name}/∂{arg} = {data['slopes'][f'{name}/{arg}']}"
            for arg in cell["args"]
            if f"{name}/{arg}" in data["slopes"]
        )
        formula = html.escape(cell["formula"])
        rows.append(
            f"<tr><td>{cell['kind']}</td>"
            f"<td><code>{formula}</code></td>"
            f"<td>{data['values'][name]}</td><td>{slopes}</td>"
            f"<td>{data['products'][name]}</td></tr>"
        )
    grads = ", ".join(
        f"{name}.grad = {value}"
        for name, value in data["grads"].items()
    )
    stepped = ", ".join(
        f"{name} = {value}" for name, value in data["stepped"].items()
    )
    return (
        "<table><thead><tr><th>move</th><th>cell</th><th>value</th>"
        "<th>local slope</th>"
        "<th>running product ∂loss/∂cell</th></tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
        f"<p>backward() leaves {grads}. "
        f"One SGD step with lr = {data['lr']} gives {stepped}, "
        f"and the loss goes from {data['loss_before']} "
        f"to {data['loss_after']}.</p>"
    )


def widget_data(data: dict[str, Any]) -> dict[str, Any]:
    """What the widget reads: the tape, and when a step counts as
    diverged."""
    return {
        **data,
        "diverged": DIVERGED,
        "diverged_text": DIVERGED_TEXT,
    }


def page_html() -> str:
    """The mount element: the static tape for readers without
    JavaScript, and the data."""
    return mount_html(
        "backward-tape", widget_data(tape), static_html(tape)
    )


if __name__ == "__main__":
    print(json.dumps(tape, indent=2))
