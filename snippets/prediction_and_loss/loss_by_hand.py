"""Chapter 3: the mean squared error taken apart: errors, squares, mean."""

from snippets.prediction_and_loss.first_loss import loss, predictions, y  # chapter 3's forward pass

# --8<-- [start:by-hand]
errors = predictions - y  # (2, 1): prediction minus target, per measurement
squared = errors**2  # (2, 1): no sign, and big misses count more

print(errors.detach().flatten().tolist())
print(squared.detach().flatten().tolist())
print(squared.mean().item(), "==", loss.item())
# --8<-- [end:by-hand]
