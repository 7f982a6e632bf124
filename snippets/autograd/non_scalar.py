"""Chapter 4: gradients of a result that is not one number:
backward(gradient=...) and torch.autograd.grad."""

from snippets.tensors.two_measurements import x, y  # (2, 1) each

# --8<-- [start:outputs]
import torch

# fresh copies of chapter 3's parameters: w = 1, b = 0
weight = torch.tensor(1.0, requires_grad=True)
bias = torch.tensor(0.0, requires_grad=True)
# one prediction per measurement, not one number
outputs = x * weight + bias  # (2, 1)
print(outputs.shape)
# --8<-- [end:outputs]

# --8<-- [start:vjp]
# d loss / d outputs for the mean squared error: 2 * miss / N,
# the slopes kept.grad held above
upstream = (2 * (outputs - y) / outputs.numel()).detach()  # (2, 1)
outputs.backward(gradient=upstream)
print(weight.grad, bias.grad)
# --8<-- [end:vjp]

# --8<-- [start:autograd-grad]
# empty .grad, to see whether autograd.grad fills it
weight.grad, bias.grad = None, None
fresh_loss = ((x * weight + bias - y) ** 2).mean()
# the slopes come back as a tuple, one per input asked for
grad_w, grad_b = torch.autograd.grad(fresh_loss, [weight, bias])
print(grad_w, grad_b)
print(weight.grad, bias.grad)
# --8<-- [end:autograd-grad]

# --8<-- [start:second]
loss_again = ((x * weight + bias - y) ** 2).mean()
# create_graph=True records the slope's own computation...
(slope,) = torch.autograd.grad(loss_again, weight, create_graph=True)
# ...so the slope can be differentiated in turn
(curvature,) = torch.autograd.grad(slope, weight)
print(slope, curvature)
# --8<-- [end:second]
