"""Chapter 4: the graph behind chapter 3's loss, drawn from loss.grad_fn
as boxes and arrows."""

# chapter 3's loss and its parameters
from snippets.autograd.backward_by_hand import b, loss, w

# --8<-- [start:helper]
import matplotlib.pyplot as plt
import torch


def draw_tape(
    result: torch.Tensor, leaves: dict[str, torch.Tensor]
) -> None:
    """Draw the backward nodes behind `result`, each above the nodes of
    its inputs."""
    # [label, x, depth] per node; x in inches, depth 0 at the top
    boxes = []
    # (from, to): from a node to the node of one of its inputs
    arrows = []
    # inches used so far by boxes that have no inputs
    width = [0.0]

    def place(node, depth: int) -> int:
        # an input autograd does not track: data such as x or y
        if node is None:
            label, inputs = "data", []
        else:
            label, inputs = (
                type(node).__name__,
                [child for child, _ in node.next_functions],
            )
            # AccumulateGrad: a path ends at a parameter
            if hasattr(node, "variable"):
                label += (
                    "\n"
                    + next(
                        n
                        for n, t in leaves.items()
                        if t is node.variable
                    )
                    + ".grad"
                )
        index = len(boxes)
        boxes.append([label, 0.0, depth])
        below = [place(child, depth + 1) for child in inputs]
        if below:
            # centred over the nodes of its inputs
            centre = sum(boxes[i][1] for i in below) / len(below)
            boxes[index][1] = centre
        else:
            # a column of its own, as wide as its label (about 0.1 inch
            # per letter at 11 pt)
            column = (
                0.1 * max(len(line) for line in label.split("\n")) + 0.3
            )
            boxes[index][1] = width[0] + column / 2
            width[0] += column
        arrows.extend((index, i) for i in below)
        return index

    place(result.grad_fn, 0)
    depth = max(d for _, _, d in boxes)
    fig, ax = plt.subplots(figsize=(width[0], 0.7 * (depth + 1)))
    for start, end in arrows:
        (_, x0, d0), (label, x1, d1) = boxes[start], boxes[end]
        # two-line boxes are taller
        top = -d1 + (0.38 if "\n" in label else 0.22)
        # from a node to its input: how backward() walks
        arrow = {"arrowstyle": "->", "color": "C0"}
        ax.annotate(
            "", xy=(x1, top), xytext=(x0, -d0 - 0.22), arrowprops=arrow
        )
    for label, x, d in boxes:
        data = label == "data"
        frame = {
            "boxstyle": "round",
            "facecolor": "none",
            "edgecolor": "grey" if data else "C0",
            "linestyle": "--" if data else "-",
        }
        ink = "grey" if data else "black"
        ax.text(
            x,
            -d,
            label,
            ha="center",
            va="center",
            fontsize=11,
            color=ink,
            bbox=frame,
        )
    ax.set_xlim(0, width[0])
    ax.set_ylim(-depth - 0.5, 0.5)
    ax.axis("off")
    plt.show()


# --8<-- [end:helper]

# --8<-- [start:loss-graph]
draw_tape(loss, {"w": w, "b": b})
# --8<-- [end:loss-graph]
