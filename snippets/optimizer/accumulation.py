"""Chapter 5: gradients add up in .grad until something clears them."""

import torch

w = torch.tensor(1.0, requires_grad=True)
x = torch.tensor([1.0, 2.0])
y = torch.tensor([3.0, 5.0])


def compute_loss():
    return ((x * w - y) ** 2).mean()  # a fresh graph on every call


compute_loss().backward()
once = w.grad.item()
print("after one backward:  ", once)

compute_loss().backward()  # no zero_grad in between
twice = w.grad.item()
print("after two backwards: ", twice)  # the sum of both: twice the true slope

w.grad = None  # what optimizer.zero_grad(set_to_none=True) does to each parameter
compute_loss().backward()
print("cleared, then one:   ", w.grad.item())
