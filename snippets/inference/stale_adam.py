"""Chapter 12: state an optimizer already keeps does not move with the
model."""

# a float64 reading, (B, 1)
from snippets.inference.devices import reading64

# --8<-- [start:adam]
import torch
from torch import nn

# State the optimizer already keeps does not move with the model.
adam_line = nn.Linear(1, 1)
adam = torch.optim.Adam(adam_line.parameters(), lr=0.1)
adam_line(torch.tensor([[1.5]])).pow(2).mean().backward()
# Adam now keeps running averages per parameter, as float32 tensors
adam.step()

# the parameters move; Adam's averages stay float32
adam_line.to(torch.float64)
adam.zero_grad()
adam_line(reading64).pow(2).mean().backward()
# float64 parameters and gradients meet float32 averages
adam.step()
# --8<-- [end:adam]
