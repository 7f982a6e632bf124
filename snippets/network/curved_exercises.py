"""Chapter 9 exercises: a network of straight pieces, and a network
whose weights all start at the same value."""

from snippets.network.curved import linear_val, network_val, train

# --8<-- [start:relu]
import torch
from torch import nn

# a fixed start, whatever ran before
torch.manual_seed(9)
# the network of this chapter, with ReLU in the place of Tanh
relu_model = nn.Sequential(
    nn.Linear(1, 16),
    nn.ReLU(),
    nn.Linear(16, 1),
)
relu_val = train(relu_model)
print(f"validation MSE, ReLU network: {relu_val:.4f}")
print(f"validation MSE, Tanh network: {network_val:.4f}")
print(f"validation MSE, linear model: {linear_val:.4f}")
# --8<-- [end:relu]

# --8<-- [start:same-start]
same_start = nn.Sequential(
    nn.Linear(1, 16),
    nn.Tanh(),
    nn.Linear(16, 1),
)
for parameter in same_start.parameters():
    # every weight and bias starts at 0.1, none at random
    nn.init.constant_(parameter, 0.1)
same_val = train(same_start)

hidden = same_start[0].weight  # (16, 1): one weight per hidden unit
spread = (hidden.max() - hidden.min()).item()
print(f"validation MSE, same start:   {same_val:.4f}")
print(f"largest gap between hidden weights: {spread:.4f}")
# --8<-- [end:same-start]
