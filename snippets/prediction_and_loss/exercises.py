"""Chapter 3 exercises: the loss of a perfect line, and a loss without squares."""

from snippets.prediction_and_loss.first_loss import predictions, x, y  # chapter 3's forward pass

# --8<-- [start:perfect]
fit_predictions = x * 2.0 + 1.0  # (2, 1): w = 2 and b = 1, the rule the data was made with
print(((fit_predictions - y) ** 2).mean().item())
# --8<-- [end:perfect]

# --8<-- [start:absolute]
# Mean absolute error: the size of each miss, averaged, with no squares.
absolute_loss = (predictions - y).abs().mean()
print(absolute_loss.item())
# --8<-- [end:absolute]
