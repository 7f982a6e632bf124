"""Chapter 10: the label fixes, run: class indices as int64, one per
example, shape (B,)."""

# the classifier and its loss
from snippets.classification.classifier import classifier, loss_fn

# x, y and sensor in one tensor
from snippets.classification.table import table

# --8<-- [start:float-labels-fixed]
# every 15th row: 20 readings from all three sensors
batch = table[::15]
# whole numbers again: int64 class indices
inputs, targets = batch[:, :2], batch[:, 2].long()
print(
    f"targets: {tuple(targets.shape)} {targets.dtype}",
    targets[:8].tolist(),
)
print(f"loss: {loss_fn(classifier(inputs), targets).item():.4f}")
# --8<-- [end:float-labels-fixed]

# --8<-- [start:column-labels-fixed]
# (20, 1) -> (20,): one class index per row
targets = batch[:, 2:].long().squeeze(1)
print("targets:", tuple(targets.shape), targets.dtype)
print(f"loss: {loss_fn(classifier(batch[:, :2]), targets).item():.4f}")
# --8<-- [end:column-labels-fixed]
