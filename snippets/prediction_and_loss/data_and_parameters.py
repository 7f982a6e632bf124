"""Chapter 3: which tensors are data, which are parameters, what a
tracked tensor prints, and item/detach."""

# chapter 3's model
from snippets.prediction_and_loss.first_loss import (
    b,
    loss,
    predictions,
    w,
    x,
    y,
)

# --8<-- [start:roles]
for name, tensor in {"x": x, "y": y, "w": w, "b": b}.items():
    # only parameters are tracked
    print(f"{name}: requires_grad={tensor.requires_grad}")

# results computed from w and b carry their history
print(predictions.grad_fn is not None)
# --8<-- [end:roles]

# --8<-- [start:printed]
# the value, and the name of the last operation that made it
print(loss)
print(predictions)
# --8<-- [end:printed]

# --8<-- [start:item-detach]
# a plain Python float: no graph, nothing to differentiate
value = loss.item()
print(type(value).__name__, value)

# the same numbers as a tensor cut off from the graph
shown = predictions.detach()
print(shown.requires_grad, shown.grad_fn)
# the loss itself still remembers how it was made
print(loss.requires_grad)
# --8<-- [end:item-detach]
