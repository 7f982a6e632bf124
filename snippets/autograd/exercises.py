"""Chapter 4 exercises: the slopes where the line fits, and the graph of another call."""

from snippets.autograd.dynamic_graph import forward, scale  # the function with a loop and an if
from snippets.autograd.tape import show_tape
from snippets.tensors.two_measurements import x, y

# --8<-- [start:fit-slopes]
import torch

w_fit = torch.tensor(2.0, requires_grad=True)  # the rule the data was made with: y = 2x + 1
b_fit = torch.tensor(1.0, requires_grad=True)
fit_loss = ((x * w_fit + b_fit - y) ** 2).mean()
fit_loss.backward()
print(w_fit.grad.item(), b_fit.grad.item())
# --8<-- [end:fit-slopes]

# --8<-- [start:repeats-2]
middle = forward(torch.tensor([1.0]), repeats=2)  # 1.5 * 1.5: is it above 2?
print("repeats=2:", middle.item())
show_tape(middle, {"scale": scale})
# --8<-- [end:repeats-2]
