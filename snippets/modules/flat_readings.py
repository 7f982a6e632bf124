"""Chapter 6 exercise, the bug: new readings handed to the layer as a
flat tensor."""

# the trained nn.Linear(1, 1)
from snippets.modules.train import model

# --8<-- [start:broken]
import torch

# two new raw readings
new_readings = torch.tensor([3.0, 4.0])
print(model(new_readings))
# --8<-- [end:broken]
