"""Chapter 10, fix the bug: features and labels taken back out of the
table."""

# the classifier and its loss
from snippets.classification.classifier import classifier, loss_fn

# x, y and sensor in one tensor
from snippets.classification.table import table

# --8<-- [start:float-labels]
# every 15th row: 20 readings from all three sensors
batch = table[::15]
# (20, 2) features, (20,) labels
inputs, targets = batch[:, :2], batch[:, 2]
loss = loss_fn(classifier(inputs), targets)
# --8<-- [end:float-labels]
