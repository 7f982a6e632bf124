"""Chapter 5: one SGD step on the bowl L(w1, w2) = w1**2 + 1.6 * w2**2, checked by autograd."""

import torch

weights = torch.tensor([2.0, 1.0], requires_grad=True)  # (2,): the point (w1, w2) = (2, 1)
optimizer = torch.optim.SGD([weights], lr=0.1)

w1, w2 = weights
bowl = w1**2 + 1.6 * w2**2  # height of the bowl at (2, 1): 4 + 1.6 = 5.6
bowl.backward()  # by hand: (2 * w1, 3.2 * w2) = (4, 3.2)

print(weights.grad)  # the slope along each axis
optimizer.step()  # (2, 1) - 0.1 * (4, 3.2)
print(weights.detach())  # the new point
