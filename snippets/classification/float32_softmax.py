"""Chapter 10: softmax in float32: a huge shift, and a near tie."""

# --8<-- [start:float32]
import torch

# One reading's logits, (C,)
row = torch.tensor([0.3, -1.2, 2.0])
print(torch.softmax(row, dim=0))
# 1e8 + 0.3 and 1e8 + 2.0 round to the same float32 number
print(torch.softmax(row + 1e8, dim=0))

# Logits 0 and the smallest float32 above it: the second is larger
close = torch.tensor([0.0, 1.4e-45])
close_probabilities = torch.softmax(close, dim=0)
print(close_probabilities)
print(close.argmax().item(), close_probabilities.argmax().item())
# --8<-- [end:float32]
