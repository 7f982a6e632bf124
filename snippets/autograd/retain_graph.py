"""Chapter 4: backward() frees the graph; a second walk needs retain_graph, and adds up."""

from snippets.autograd.backward_by_hand import b, loss, w  # chapter 3's loss, walked once already
from snippets.tensors.two_measurements import x, y  # chapter 2's data

# --8<-- [start:twice]
try:
    loss.backward()  # chapter 3's loss again: walked once already, at the top of the page
except RuntimeError as err:
    print(type(err).__name__ + ":", err)
# --8<-- [end:twice]

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
