"""Chapter 4: the graph PyTorch recorded while chapter 3 computed its
loss."""

from snippets.autograd.tape import show_tape

# chapter 3's loss
from snippets.prediction_and_loss.first_loss import b, loss, w

# --8<-- [start:loss-tape]
# the last operation that produced the loss
print(loss.grad_fn.name())
# and everything before it, read backwards
show_tape(loss, {"w": w, "b": b})
# --8<-- [end:loss-tape]
