"""Chapter 3 exercises: halve every miss, and a loss without squares."""

from snippets.prediction_and_loss.first_loss import predictions, x, y  # chapter 3's forward pass

# --8<-- [start:halfway]
halfway = (predictions + y) / 2  # (2, 1): every prediction moved halfway to its target
print(((halfway - y) ** 2).mean().item())
# --8<-- [end:halfway]

# --8<-- [start:absolute]
# Mean absolute error: the size of each miss, averaged, with no squares.
guesses = {"w=1, b=0": predictions, "w=1.8, b=0.5": x * 1.8 + 0.5}  # (2, 1) each
for name, guess in guesses.items():
    squared_error = ((guess - y) ** 2).mean().item()
    absolute_error = (guess - y).abs().mean().item()
    print(f"{name:<13} MSE {squared_error:.4f}  MAE {absolute_error:.4f}")
# --8<-- [end:absolute]
