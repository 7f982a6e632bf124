"""Chapter 2 exercise: shares of each sensor's total, on a square
tensor, where a forgotten keepdim raises no error."""

# --8<-- [start:broken]
import torch

# three sensors, three readings each
square = torch.tensor(
    [
        [1.0, 2.0, 3.0],
        [4.0, 4.0, 2.0],
        [0.0, 5.0, 5.0],
    ]
)  # (3, 3)
# each reading's share of its own sensor's total
square_shares = square / square.sum(dim=1)
# every sensor's shares should add up to 1
print(square_shares.sum(dim=1).round(decimals=4))
# --8<-- [end:broken]

# --8<-- [start:fixed]
# (3, 3) / (3, 1): each row meets its own total
square_shares = square / square.sum(dim=1, keepdim=True)
print(square_shares.sum(dim=1).round(decimals=4))
# --8<-- [end:fixed]
