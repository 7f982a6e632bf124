"""Chapter 6 exercise, the bug: new readings handed to the layer as a flat tensor."""

from snippets.modules.train import model  # the trained nn.Linear(1, 1)

# --8<-- [start:broken]
import torch

new_readings = torch.tensor([3.0, 4.0])  # two new raw readings
print(model(new_readings))
# --8<-- [end:broken]
