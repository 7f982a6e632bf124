"""Chapter 15: a small convolutional network, trained on the digit
files and scored on the ones it never saw."""

from snippets.images.digit_files import batch, train_loader, val_loader

# --8<-- [start:layers]
import torch
from torch import nn


def digit_features() -> nn.Sequential:
    """Convolution, ReLU and pooling, twice: (B, 1, 8, 8) -> (B, 64)."""
    return nn.Sequential(
        # 8 filters of 3x3 pixels; padding=1 keeps the image 8x8
        nn.Conv2d(1, 8, kernel_size=3, padding=1),  # (B, 8, 8, 8)
        nn.ReLU(),
        # the largest of every 2x2 block: half the height and width
        nn.MaxPool2d(2),  # (B, 8, 4, 4)
        nn.Conv2d(8, 16, kernel_size=3, padding=1),  # (B, 16, 4, 4)
        nn.ReLU(),
        nn.MaxPool2d(2),  # (B, 16, 2, 2)
        # one row of 16 * 2 * 2 = 64 numbers per image
        nn.Flatten(),  # (B, 64)
    )


torch.manual_seed(15)  # the same starting weights on every run
model = nn.Sequential(
    digit_features(),  # (B, 64)
    nn.Linear(64, 10),  # (B, 10): one logit per digit
)

x = batch  # (64, 1, 8, 8): (B, C, H, W)
print(f"{'input':<10}{tuple(x.shape)}")
for layer in [*model[0], model[1]]:
    x = layer(x)
    print(f"{type(layer).__name__:<10}{tuple(x.shape)}")
first_conv = model[0][0]
print("first conv weight:", tuple(first_conv.weight.shape))
print("parameters:", sum(p.numel() for p in model.parameters()))
# --8<-- [end:layers]

# --8<-- [start:train]
loss_fn = nn.CrossEntropyLoss()


def train_epoch(
    model: nn.Module, optimizer: torch.optim.Optimizer
) -> None:
    """One pass over the training images, a step per batch."""
    model.train()
    for images, labels in train_loader:  # (64, 1, 8, 8), (64,)
        optimizer.zero_grad()
        loss = loss_fn(model(images), labels)
        loss.backward()
        optimizer.step()


def evaluate(
    model: nn.Module, loader: torch.utils.data.DataLoader
) -> tuple[float, int, torch.Tensor]:
    """Mean loss, number right, and every prediction, over a loader."""
    model.eval()
    total, right, predicted = 0.0, 0, []
    with torch.inference_mode():
        for images, labels in loader:
            logits = model(images)  # (B, 10)
            total += loss_fn(logits, labels).item() * len(labels)
            right += (logits.argmax(dim=1) == labels).sum().item()
            predicted.append(logits.argmax(dim=1))
    n = len(loader.dataset)
    return total / n, right, torch.cat(predicted)


torch.manual_seed(15)  # the shuffles
optimizer = torch.optim.Adam(model.parameters(), lr=0.01)
for epoch in range(1, 11):
    train_epoch(model, optimizer)
    if epoch in (1, 2, 5, 10):
        val_loss, right, _ = evaluate(model, val_loader)
        print(
            f"epoch {epoch:>2}: validation loss {val_loss:.3f}, "
            f"{right}/{len(val_loader.dataset)} right"
        )
# --8<-- [end:train]

# --8<-- [start:confusion]
val_labels = val_loader.dataset.tensors[1]  # (300,)
_, right, predicted = evaluate(model, val_loader)
print(
    f"held-out accuracy: {right}/{len(val_labels)}"
    f" = {right / len(val_labels):.1%}"
)

# rows: the true digit; columns: what the network said
confusion = torch.zeros(10, 10, dtype=torch.long)
for true, guess in zip(val_labels, predicted, strict=True):
    confusion[true, guess] += 1
print("true\\said" + "".join(f"{d:>4}" for d in range(10)))
for digit, row in enumerate(confusion.tolist()):
    print(f"{digit:>9}" + "".join(f"{n:>4}" for n in row))
# --8<-- [end:confusion]

# --8<-- [start:filters]
import matplotlib.pyplot as plt

filters = first_conv.weight.detach()  # (8, 1, 3, 3)
digit = val_loader.dataset.tensors[0][:1]  # (1, 1, 8, 8)
with torch.inference_mode():
    # what each filter found, after ReLU: (1, 8, 8, 8)
    maps = torch.relu(first_conv(digit))

fig, axes = plt.subplots(2, 9, figsize=(7.0, 2.2))
axes[0, 0].imshow(digit[0, 0], cmap="gray_r")
axes[0, 0].set_title(f"a {val_labels[0]}")
for k in range(8):
    # red: the filter adds this pixel; blue: it subtracts it
    axes[0, k + 1].imshow(
        filters[k, 0],
        cmap="RdBu_r",
        vmin=-filters.abs().max(),
        vmax=filters.abs().max(),
    )
    axes[0, k + 1].set_title(f"filter {k}")
    axes[1, k + 1].imshow(maps[0, k], cmap="gray_r")
for ax in axes.flat:
    ax.set_axis_off()
plt.show()
# --8<-- [end:filters]
