"""Chapter 3: which tensors are data, which are parameters, what a tracked tensor prints, and item/detach."""

from snippets.prediction_and_loss.first_loss import b, loss, predictions, w, x, y  # chapter 3's model

# --8<-- [start:roles]
for name, tensor in {"x": x, "y": y, "w": w, "b": b}.items():
    print(f"{name}: requires_grad={tensor.requires_grad}")  # only parameters are tracked

print(predictions.grad_fn is not None)  # results computed from w and b carry their history
# --8<-- [end:roles]

# --8<-- [start:printed]
print(loss)  # the value, and the name of the last operation that made it
print(predictions)
# --8<-- [end:printed]

# --8<-- [start:item-detach]
value = loss.item()  # a plain Python float: no graph, nothing to differentiate
print(type(value).__name__, value)

shown = predictions.detach()  # the same numbers as a tensor cut off from the graph
print(shown.requires_grad, shown.grad_fn)
print(loss.requires_grad)  # the loss itself still remembers how it was made
# --8<-- [end:item-detach]
