"""Chapter 3: the mean squared error taken apart: errors, squares,
mean."""

# chapter 3's forward pass
from snippets.prediction_and_loss.first_loss import loss, predictions, y

# --8<-- [start:by-hand]
# (2, 1): prediction minus target, per measurement
errors = predictions - y
# (2, 1): no sign, and big misses count more
squared = errors**2

print(errors.detach().flatten().tolist())
print(squared.detach().flatten().tolist())
print(squared.mean().item(), "==", loss.item())
# --8<-- [end:by-hand]
