"""Chapter 5: Adam, another update rule, takes its first step on the same bowl."""

from snippets.optimizer.bowl import bowl  # the bowl of the learning-rate section

# --8<-- [start:adam]
import torch

adam_point = torch.tensor([2.0, 1.0], requires_grad=True)  # (2,): the same start, (2, 1)
adam = torch.optim.Adam([adam_point], lr=0.1)

bowl(adam_point).backward()  # the same gradient as before: (4, 3.2)
adam.step()
print(adam_point.detach())  # SGD went to (1.6, 0.68)
print(sorted(adam.state[adam_point]))  # what Adam keeps about this parameter between steps
# --8<-- [end:adam]
