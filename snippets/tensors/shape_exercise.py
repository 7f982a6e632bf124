"""Chapter 2 exercise: predict the shapes broadcasting makes, and the
line it refuses."""

# --8<-- [start:shapes]
import torch

# shapes are lined up from the right
print((torch.zeros(3, 1) + torch.zeros(4)).shape)
print((torch.zeros(3, 1) + torch.zeros(3, 1)).shape)
print((torch.zeros(1, 4) + torch.zeros(3, 1)).shape)
print((torch.zeros(3) + torch.zeros(4)).shape)
# --8<-- [end:shapes]
