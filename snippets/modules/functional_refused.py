"""Chapter 6: nn.Sequential takes modules, not functions."""

# --8<-- [start:refused]
import torch.nn.functional as F
from torch import nn

nn.Sequential(nn.Linear(1, 4), F.relu)
# --8<-- [end:refused]
