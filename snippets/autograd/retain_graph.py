"""Chapter 4: a second walk through one graph needs retain_graph, and it adds to .grad."""

from snippets.autograd.backward_by_hand import b, w  # chapter 3's parameters, .grad filled once
from snippets.tensors.two_measurements import x, y  # chapter 2's data

# --8<-- [start:retain]
w.grad, b.grad = None, None  # start counting again
loss = ((x * w + b - y) ** 2).mean()  # a fresh forward pass records a fresh graph

loss.backward(retain_graph=True)  # keep the saved values for another walk
first_walk = w.grad.item()
print(first_walk)
loss.backward()  # allowed now, and it adds to .grad instead of replacing it
second_walk = w.grad.item()
print(second_walk)
# --8<-- [end:retain]
