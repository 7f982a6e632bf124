"""Chapter 4: backward() frees the tape; a second pass needs retain_graph, and adds up."""

from snippets.tensors.two_measurements import x, y  # chapter 2's data

# --8<-- [start:twice]
import torch

w = torch.tensor(1.0, requires_grad=True)
b = torch.tensor(0.0, requires_grad=True)
loss = ((x * w + b - y) ** 2).mean()  # the same loss as chapter 3: 6.5

loss.backward()  # frees the values the graph saved for this walk
first_walk = w.grad.item()
print(first_walk)
try:
    loss.backward()  # a second walk through the same graph
except RuntimeError as err:
    print(type(err).__name__ + ":", err)
# --8<-- [end:twice]

# --8<-- [start:retain]
w.grad = None  # start counting again
loss = ((x * w + b - y) ** 2).mean()  # a fresh forward pass records a fresh graph

loss.backward(retain_graph=True)  # keep the saved values for another walk
print(w.grad.item())
loss.backward()  # allowed now, and it adds to .grad instead of replacing it
second_walk = w.grad.item()
print(second_walk)
# --8<-- [end:retain]
