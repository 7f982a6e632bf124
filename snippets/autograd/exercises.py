"""Chapter 4 exercises: the slopes where the line fits, another call's
graph, and which tensors are leaves."""

# the function with a loop and an if
from snippets.autograd.dynamic_graph import forward, scale
from snippets.autograd.tape import show_tape
from snippets.tensors.two_measurements import x, y

# --8<-- [start:fit-slopes]
import torch

# the rule the data was made with: y = 2x + 1
w_fit = torch.tensor(2.0, requires_grad=True)
b_fit = torch.tensor(1.0, requires_grad=True)
fit_loss = ((x * w_fit + b_fit - y) ** 2).mean()
fit_loss.backward()
print(w_fit.grad.item(), b_fit.grad.item())
# --8<-- [end:fit-slopes]

# --8<-- [start:repeats-2]
middle = forward(torch.tensor([1.0]), repeats=2)
print("repeats=2:", middle.item())
show_tape(middle, {"scale": scale})
middle.backward()
print("scale.grad:", scale.grad.item())
# --8<-- [end:repeats-2]

# --8<-- [start:which-leaves]
# created by you, tracked
made = torch.tensor([1.0, 2.0], requires_grad=True)
# the result of a recorded operation
doubled = made * 2
# the same numbers, cut off from the graph
cut = doubled.detach()
# created by you, not tracked
plain = torch.tensor([1.0, 2.0])

for name, tensor in {
    "made": made,
    "doubled": doubled,
    "cut": cut,
    "plain": plain,
}.items():
    print(f"{name:<8} is_leaf={tensor.is_leaf}")
# --8<-- [end:which-leaves]
