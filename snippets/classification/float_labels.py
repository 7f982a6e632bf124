"""Chapter 10, fix the bug: features and labels taken back out of the table."""

from snippets.classification.classifier import classifier, loss_fn  # the classifier and its loss
from snippets.classification.table import table  # x, y and sensor in one tensor

# --8<-- [start:float-labels]
batch = table[::15]  # every 15th row: 20 readings from all three sensors
inputs, targets = batch[:, :2], batch[:, 2]  # (20, 2) features, (20,) labels
loss = loss_fn(classifier(inputs), targets)
# --8<-- [end:float-labels]
