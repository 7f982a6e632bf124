"""Chapter 4: backward() fills .grad with the slope of the loss; it changes no weight."""

from snippets.prediction_and_loss.first_loss import b, loss, w  # where this chapter starts: chapter 3's loss

# --8<-- [start:backward]
loss.backward()  # walk the recorded graph in reverse, applying the chain rule

print(w.grad.item())  # d loss / d w
print(b.grad.item())  # d loss / d b
print(w.item(), b.item())  # the parameters themselves are untouched
# --8<-- [end:backward]
