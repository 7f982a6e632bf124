"""Build-time data for the gradient-recording switch (chapter 4).

PyTorch runs one small computation twice, with recording off (inside
``torch.no_grad()``) and on, and we print what it gave back into the
page: the result's repr, its ``grad_fn`` and ``requires_grad``, and the
tree of ``grad_fn`` nodes that backward() would walk. The widget's
JavaScript shows exactly these names and values; it types none of its
own.

Run alone (``python -m snippets.widgets.grad_switch``) it prints the
JSON.
"""

from __future__ import annotations

import html
import json
from typing import Any

import torch

from snippets.widgets import mount_html

# the computation the widget runs
EXPRESSION = "(w * x + b) ** 2"
INPUTS = {"x": 3.0, "w": 2.0, "b": 1.0}
# the tensors PyTorch is asked to track
PARAMETERS = ("w", "b")


def grad_fn_graph(
    root: Any, leaf_names: dict[int, str]
) -> list[dict[str, Any]]:
    """The grad_fn graph as a list of nodes, root first; each node's
    `next` holds the indices of its next_functions (None where an input
    needs no gradient, like x). A node reached twice (w * w) is listed
    once, as PyTorch's graph holds it once."""
    nodes: list[dict[str, Any]] = []
    index_of: dict[int, int] = {}

    def add(node: Any) -> int | None:
        if node is None:
            return None
        if id(node) not in index_of:
            index_of[id(node)] = len(nodes)
            entry: dict[str, Any] = {"name": type(node).__name__}
            # only AccumulateGrad nodes hold a leaf
            leaf = getattr(node, "variable", None)
            if leaf is not None:
                entry["leaf"] = leaf_names[id(leaf)]
            nodes.append(entry)
            entry["next"] = [
                add(child) for child, _ in node.next_functions
            ]
        return index_of[id(node)]

    add(root)
    return nodes


def trail_names(root: Any) -> list[str]:
    """Node names in the order a depth-first walk of the real grad_fn
    graph first meets them."""
    seen: set[int] = set()
    names: list[str] = []

    def visit(node: Any) -> None:
        if node is None or id(node) in seen:
            return
        seen.add(id(node))
        names.append(type(node).__name__)
        for child, _ in node.next_functions:
            visit(child)

    visit(root)
    return names


def describe(result: torch.Tensor) -> dict[str, Any]:
    """What PyTorch says about one result tensor."""
    return {
        "repr": repr(result),
        "value": result.item(),
        "requires_grad": result.requires_grad,
        "grad_fn": None
        if result.grad_fn is None
        else type(result.grad_fn).__name__,
    }


def switch_data(
    expression: str = EXPRESSION, inputs: dict[str, float] = INPUTS
) -> dict[str, Any]:
    """Run `expression` with recording off, then on; return everything
    the widget shows."""
    tensors = {
        name: torch.tensor(value, requires_grad=name in PARAMETERS)
        for name, value in inputs.items()
    }
    namespace = {"torch": torch, **tensors}
    # recording off: the result is just a number
    with torch.no_grad():
        off = eval(expression, namespace)
    on = eval(expression, namespace)
    leaf_names = {id(tensor): name for name, tensor in tensors.items()}
    return {
        "expression": expression,
        "inputs": inputs,
        "input_reprs": {
            name: repr(tensor) for name, tensor in tensors.items()
        },
        "parameters": [name for name in inputs if name in PARAMETERS],
        "off": describe(off),
        "on": describe(on),
        "graph": grad_fn_graph(on.grad_fn, leaf_names),
        "trail": trail_names(on.grad_fn),
    }


def static_html(data: dict[str, Any]) -> str:
    """What a reader without JavaScript sees: both runs, side by
    side."""
    rows = []
    for label, run in (
        ("off (inside torch.no_grad())", data["off"]),
        ("on", data["on"]),
    ):
        result = html.escape(run["repr"])
        rows.append(
            f"<tr><td>{label}</td><td><code>{result}</code></td>"
            f"<td><code>{run['grad_fn']}</code></td>"
            f"<td><code>{run['requires_grad']}</code></td></tr>"
        )
    # The nodes are listed in the order a depth-first walk down
    # next_functions first meets them (not the order backward() runs
    # them); leaves say what they fill.
    trail = ", ".join(
        node["name"]
        + (f" (fills {node['leaf']}.grad)" if "leaf" in node else "")
        for node in data["graph"]
    )
    return (
        "<table><thead><tr><th>recording</th><th>result</th>"
        "<th>grad_fn</th><th>requires_grad</th></tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
        "<p>With recording on, PyTorch recorded these nodes, "
        "in the order a walk down next_functions from the result "
        "first meets them: "
        f"<code>{html.escape(trail)}</code>.</p>"
    )


def page_html() -> str:
    """The mount element: both runs for readers without JavaScript, and
    the data."""
    data = switch_data()
    return mount_html("grad-switch", data, static_html(data))


if __name__ == "__main__":
    print(json.dumps(switch_data(), indent=2))
