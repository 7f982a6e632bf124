"""Chapter 4: the slopes of chapter 3's loss, worked out with the chain
rule by hand."""

# w = 1, b = 0
from snippets.prediction_and_loss.first_loss import b, w, x, y

# --8<-- [start:by-hand]
# loss = mean((w*x + b - y)**2). The chain rule multiplies one local
# slope per operation:
#   error**2 -> 2*error
#   error = w*x + b - y -> x for w and 1 for b
#   mean -> divide by 2
# (2, 1): [[-2], [-3]]
error = (w * x + b - y).detach()
# (2*-2*1 + 2*-3*2) / 2
slope_w = (2 * error * x).mean().item()
# (2*-2*1 + 2*-3*1) / 2
slope_b = (2 * error * 1).mean().item()

print("by hand:", slope_w, slope_b)
# --8<-- [end:by-hand]
