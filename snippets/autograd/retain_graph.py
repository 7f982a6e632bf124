"""Chapter 4: a second walk through one graph needs retain_graph, and it
adds to .grad."""

# chapter 3's parameters, .grad filled once
from snippets.autograd.backward_by_hand import b, w

# chapter 2's data
from snippets.tensors.two_measurements import x, y

# --8<-- [start:retain]
# start counting again
w.grad, b.grad = None, None
# a fresh forward pass records a fresh graph
loss = ((x * w + b - y) ** 2).mean()

# keep the saved values for another walk
loss.backward(retain_graph=True)
first_walk = w.grad.item()
print(first_walk)
# allowed now, and it adds to .grad instead of replacing it
loss.backward()
second_walk = w.grad.item()
print(second_walk)
# --8<-- [end:retain]
