"""Chapter 4: the graph PyTorch recorded while chapter 3 computed its loss."""

from snippets.autograd.tape import show_tape
from snippets.prediction_and_loss.first_loss import b, loss, w  # chapter 3's loss

# --8<-- [start:loss-tape]
print(loss.grad_fn.name())  # the last operation that produced the loss
show_tape(loss, {"w": w, "b": b})  # and everything before it, read backwards
# --8<-- [end:loss-tape]
