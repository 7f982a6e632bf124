"""Chapter 5: Adam, another update rule, takes its first step on the
same bowl."""

# the bowl of the learning-rate section
from snippets.optimizer.bowl import bowl

# --8<-- [start:adam]
import torch

# (2,): the same start, (2, 1)
adam_point = torch.tensor([2.0, 1.0], requires_grad=True)
adam = torch.optim.Adam([adam_point], lr=0.1)

# the same gradient as before: (4, 3.2)
bowl(adam_point).backward()
adam.step()
# SGD went to (1.6, 0.68)
print(adam_point.detach())
# what Adam keeps about this parameter between steps
print(sorted(adam.state[adam_point]))
# --8<-- [end:adam]
