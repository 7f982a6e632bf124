"""Chapter 4: Python control flow decides, call by call, which graph
gets recorded."""

# the printer defined earlier in this chapter
from snippets.autograd.tape import show_tape

# --8<-- [start:dynamic]
import torch

scale = torch.tensor(1.5, requires_grad=True)


def forward(inputs: torch.Tensor, repeats: int) -> torch.Tensor:
    out = inputs
    # an ordinary Python loop: each pass records one MulBackward0
    for _ in range(repeats):
        out = out * scale
    # an ordinary Python if, decided by this call's numbers
    if out.sum() > 2:
        out = out / 2
    return out.sum()


# 1.5: the if is skipped
small = forward(torch.tensor([1.0]), repeats=1)
print("repeats=1:", small.item())
show_tape(small, {"scale": scale})

# 1.5**3 = 3.375, then halved by the if
large = forward(torch.tensor([1.0]), repeats=3)
print("repeats=3:", large.item())
show_tape(large, {"scale": scale})
# --8<-- [end:dynamic]
