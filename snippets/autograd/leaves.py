"""Chapter 4: leaves and non-leaves: which tensors keep a .grad, and which may not change in place."""

from snippets.prediction_and_loss.first_loss import b, loss, predictions, w, x, y  # chapter 3's graph

# --8<-- [start:leaves]
for name, tensor in {"w": w, "x": x, "predictions": predictions, "loss": loss}.items():
    print(f"{name:<11} is_leaf={tensor.is_leaf}  requires_grad={tensor.requires_grad}")
# --8<-- [end:leaves]

# --8<-- [start:non-leaf-grad]
print(predictions.grad)  # a non-leaf: backward() passed through it and kept nothing
# --8<-- [end:non-leaf-grad]

# --8<-- [start:retain-grad]
kept = x * w + b  # (2, 1): the predictions again, from a fresh forward pass
kept.retain_grad()  # ask backward() to keep this non-leaf's gradient too
((kept - y) ** 2).mean().backward()
print(kept.grad)  # d loss / d prediction, one per measurement
# --8<-- [end:retain-grad]
