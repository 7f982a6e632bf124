"""Chapter 4: Python control flow decides, call by call, which graph gets recorded."""

from snippets.autograd.tape import show_tape  # the printer defined earlier in this chapter

# --8<-- [start:dynamic]
import torch

scale = torch.tensor(1.5, requires_grad=True)


def forward(inputs: torch.Tensor, repeats: int) -> torch.Tensor:
    out = inputs
    for _ in range(repeats):  # an ordinary Python loop: each pass records one MulBackward0
        out = out * scale
    if out.sum() > 2:  # an ordinary Python if, decided by this call's numbers
        out = out / 2
    return out.sum()


small = forward(torch.tensor([1.0]), repeats=1)  # 1.5: the if is skipped
print("repeats=1:", small.item())
show_tape(small, {"scale": scale})

large = forward(torch.tensor([1.0]), repeats=3)  # 1.5**3 = 3.375, then halved by the if
print("repeats=3:", large.item())
show_tape(large, {"scale": scale})
# --8<-- [end:dynamic]
