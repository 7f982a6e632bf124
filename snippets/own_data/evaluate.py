"""Chapter 14: batched evaluation, a function to reuse."""

from snippets.own_data.loaders import DataLoader, val_set  # the loaders
from snippets.own_data.loaders import train_loader, val_loader

# --8<-- [start:evaluate]
import torch
from torch import nn


def evaluate(
    model: nn.Module, loader: DataLoader, loss_fn: nn.Module
) -> tuple[float, float]:
    """Mean loss and accuracy over every example the loader deals."""
    model.eval()  # evaluation behaviour, for dropout or batch norm
    total_loss, correct, seen = 0.0, 0, 0
    with torch.inference_mode():  # no graph: nothing calls backward
        for xb, yb in loader:
            logits = model(xb)  # (B, 3): one score per class
            # loss_fn gives this batch's mean: times B, its sum
            total_loss += loss_fn(logits, yb).item() * len(yb)
            correct += (logits.argmax(dim=1) == yb).sum().item()
            seen += len(yb)
    return total_loss / seen, correct / seen


# --8<-- [end:evaluate]

# --8<-- [start:train]
torch.manual_seed(14)  # the model's start and the shuffling
model = nn.Linear(13, 3)  # 13 measurements in, 3 cultivar scores out
loss_fn = nn.CrossEntropyLoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.05)

for epoch in range(1, 6):
    model.train()
    for xb, yb in train_loader:  # (16, 13) and (16,)
        optimizer.zero_grad(set_to_none=True)
        loss = loss_fn(model(xb), yb)
        loss.backward()
        optimizer.step()
    val_loss, val_acc = evaluate(model, val_loader, loss_fn)
    print(
        f"epoch {epoch}: val loss {val_loss:.4f}, "
        f"accuracy {val_acc:.4f}"
    )
# --8<-- [end:train]

# --8<-- [start:whole]
# the whole validation split as one batch: (30, 13) and (30,)
all_x, all_y = next(iter(DataLoader(val_set, batch_size=len(val_set))))
model.eval()
with torch.inference_mode():
    whole_loss = loss_fn(model(all_x), all_y).item()

print(f"whole split at once:  {whole_loss:.4f}")
print(f"evaluate, 8 at a time: {val_loss:.4f}")
print("agree to within 1e-6:", abs(whole_loss - val_loss) < 1e-6)
# --8<-- [end:whole]
