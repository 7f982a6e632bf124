"""Chapter 10: class indices shaped as a column, (B, 1), where the loss
wants (B,)."""

# the classifier and its loss
from snippets.classification.classifier import classifier, loss_fn

# 20 rows of the table
from snippets.classification.fixes import batch

# --8<-- [start:column-labels]
# the slice 2: keeps a column: (20, 1)
targets = batch[:, 2:].long()
print("targets:", tuple(targets.shape), targets.dtype)
loss = loss_fn(classifier(batch[:, :2]), targets)
# --8<-- [end:column-labels]
