"""Chapter 10: train the classifier, then count what it gets right on
readings it never saw."""

# the untrained classifier
from snippets.classification.classifier import classifier, loss_fn

# the data
from snippets.classification.readings import (
    SENSORS,
    readings,
    train_loader,
    val_set,
)

# --8<-- [start:train]
import torch
from torch.utils.data import DataLoader

# all 60 at once
val_features, val_labels = next(
    iter(DataLoader(val_set, batch_size=len(val_set)))
)


def accuracy() -> tuple[int, torch.Tensor]:
    """How many validation readings the classifier sorts correctly, and
    what it predicted."""
    classifier.eval()
    with torch.inference_mode():
        # (60,): the class with the largest logit
        predicted = classifier(val_features).argmax(dim=1)
    return (predicted == val_labels).sum().item(), predicted


# the loader's shuffles, whatever ran before
torch.manual_seed(10)
optimizer = torch.optim.Adam(classifier.parameters(), lr=0.01)
for epoch in range(50):
    classifier.train()
    for inputs, targets in train_loader:  # (20, 2) and (20,)
        optimizer.zero_grad()
        loss = loss_fn(classifier(inputs), targets)
        loss.backward()
        optimizer.step()
    if epoch + 1 in (1, 5, 20, 50):
        correct, _ = accuracy()
        print(
            f"epoch {epoch + 1:>2}: last batch loss {loss.item():.2f}, "
            f"validation {correct}/{len(val_labels)} right"
        )
# --8<-- [end:train]

# --8<-- [start:evaluate]
correct, predicted = accuracy()
print(
    f"validation accuracy: {correct}/{len(val_labels)} = "
    f"{correct / len(val_labels):.0%}"
)

# rows: true, columns: predicted
counts = torch.zeros(len(SENSORS), len(SENSORS), dtype=torch.long)
for true, guess in zip(val_labels, predicted, strict=True):
    counts[true, guess] += 1

print(
    f"{'true / predicted':<18}"
    + "".join(f"{name:>9}" for name in SENSORS)
)
for name, row in zip(SENSORS, counts, strict=True):
    print(f"{name:<18}" + "".join(f"{n:>9}" for n in row.tolist()))
# --8<-- [end:evaluate]

# --8<-- [start:figure]
import matplotlib.pyplot as plt

grid_x, grid_y = torch.meshgrid(
    torch.linspace(-2, 2, 200),
    torch.linspace(-6, 6, 200),
    indexing="xy",
)
# (40000, 2): every point of the plane
grid = torch.stack([grid_x.flatten(), grid_y.flatten()], dim=1)
with torch.inference_mode():
    # (200, 200): the class it would pick
    regions = classifier(grid).argmax(dim=1).reshape(grid_x.shape)

fig, ax = plt.subplots()
ax.contourf(
    grid_x,
    grid_y,
    regions,
    levels=[-0.5, 0.5, 1.5, 2.5],
    colors=["C0", "C1", "C2"],
    alpha=0.25,
)
for sensor, (name, marker) in enumerate(
    zip(SENSORS, "o^s", strict=True)
):
    mine = readings.labels == sensor
    ax.scatter(
        *readings.features[mine].T,
        s=12,
        marker=marker,
        color=f"C{sensor}",
        label=name,
    )
ax.set(xlabel="raw reading x", ylabel="reference value y")
ax.legend(loc="upper left")
plt.show()
# --8<-- [end:figure]
