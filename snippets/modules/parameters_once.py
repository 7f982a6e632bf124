"""Chapter 6 exercise, the bug: parameters() read twice."""

# --8<-- [start:broken]
import torch
from torch import nn

counted = nn.Linear(1, 1)
to_train = counted.parameters()
print(sum(p.numel() for p in to_train), "numbers to train")
counted_sgd = torch.optim.SGD(to_train, lr=0.1)
# --8<-- [end:broken]
