"""Chapter 4: a leaf that requires grad may not be changed in place while autograd records."""

from snippets.prediction_and_loss.first_loss import w  # chapter 3's weight: a leaf, requires_grad

# --8<-- [start:in-place]
w += 2**-10  # nudge the weight a little, to see how the loss responds
# --8<-- [end:in-place]
