"""Chapter 6 exercise, the fix: a list can be read twice."""

# --8<-- [start:fixed]
import torch
from torch import nn

counted = nn.Linear(1, 1)
# a list, not the generator parameters() returns
to_train = list(counted.parameters())
print(sum(p.numel() for p in to_train), "numbers to train")
counted_sgd = torch.optim.SGD(to_train, lr=0.1)
print(len(counted_sgd.param_groups[0]["params"]), "tensors handed over")
# --8<-- [end:fixed]
