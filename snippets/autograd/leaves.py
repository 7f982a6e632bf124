"""Chapter 4: leaves and non-leaves: which tensors keep a .grad, and
which may not change in place."""

# chapter 3's graph
from snippets.prediction_and_loss.first_loss import (
    b,
    loss,
    predictions,
    w,
    x,
    y,
)

# --8<-- [start:leaves]
for name, tensor in {
    "w": w,
    "x": x,
    "predictions": predictions,
    "loss": loss,
}.items():
    print(
        f"{name:<11} is_leaf={tensor.is_leaf}  "
        f"requires_grad={tensor.requires_grad}"
    )
# --8<-- [end:leaves]

# --8<-- [start:non-leaf-grad]
# a non-leaf: backward() passed through it and kept nothing
print(predictions.grad)
# --8<-- [end:non-leaf-grad]

# --8<-- [start:retain-grad]
# (2, 1): the predictions again, from a fresh forward pass
kept = x * w + b
# ask backward() to keep this non-leaf's gradient too
kept.retain_grad()
((kept - y) ** 2).mean().backward()
# d loss / d prediction, one per measurement
print(kept.grad)
# --8<-- [end:retain-grad]
