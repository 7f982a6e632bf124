"""Chapter 4: a small printer for the operations autograd recorded
behind a tensor."""

# --8<-- [start:helper]
import torch
from torch.autograd.graph import Node


def show_tape(
    result: torch.Tensor, leaves: dict[str, torch.Tensor]
) -> None:
    """Print the backward nodes behind `result`, each node's inputs
    indented below it."""

    def visit(node: Node | None, depth: int) -> None:
        # an input that needs no gradient, such as the data x
        if node is None:
            return
        label = type(node).__name__
        # AccumulateGrad: a path ends at a parameter
        if hasattr(node, "variable"):
            name = next(
                n for n, t in leaves.items() if t is node.variable
            )
            label += f"  -> {name}.grad"
        print("    " * depth + label)
        for child, _ in node.next_functions:
            visit(child, depth + 1)

    visit(result.grad_fn, 0)


# --8<-- [end:helper]
