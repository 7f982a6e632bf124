"""Chapter 3 exercises: halve every miss, and a loss without squares."""

# chapter 3's forward pass
from snippets.prediction_and_loss.first_loss import predictions, x, y

# --8<-- [start:halfway]
# (2, 1): every prediction moved halfway to its target
halfway = (predictions + y) / 2
print(((halfway - y) ** 2).mean().item())
# --8<-- [end:halfway]

# --8<-- [start:absolute]
# Mean absolute error: the size of each miss, averaged, with no squares.
# (2, 1) each
guesses = {"w=1, b=0": predictions, "w=1.8, b=0.5": x * 1.8 + 0.5}
for name, guess in guesses.items():
    squared_error = ((guess - y) ** 2).mean().item()
    absolute_error = (guess - y).abs().mean().item()
    print(
        f"{name:<13} MSE {squared_error:.4f}  MAE {absolute_error:.4f}"
    )
# --8<-- [end:absolute]
