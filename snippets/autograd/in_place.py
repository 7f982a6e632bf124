"""Chapter 4: a leaf that requires grad may not be changed in place
while autograd records."""

# chapter 3's weight: a leaf, requires_grad
from snippets.prediction_and_loss.first_loss import w

# --8<-- [start:in-place]
# nudge the weight a little, to see how the loss responds
w += 2**-10
# --8<-- [end:in-place]
