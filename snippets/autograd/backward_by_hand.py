"""Chapter 4: backward() fills .grad with the slope of the loss; it
changes no weight."""

# where this chapter starts: chapter 3's loss
from snippets.prediction_and_loss.first_loss import b, loss, w

# --8<-- [start:backward]
# walk the recorded graph in reverse, applying the chain rule
loss.backward()

# d loss / d w
print(w.grad.item())
# d loss / d b
print(b.grad.item())
# the parameters themselves are untouched
print(w.item(), b.item())
# --8<-- [end:backward]
