"""Chapter 14, exercise: the same loop on the file's raw numbers."""

from snippets.own_data.copied_loader import evaluate, loss_fn  # trained
from snippets.own_data.loaders import train_loader, val_loader
from snippets.own_data.wine_dataset import Standardize, mean, std, wine

# --8<-- [start:raw]
import torch
from torch import nn

wine.transform = None  # serve the numbers as the file has them
for lr in (0.05, 0.001, 0.00001):
    torch.manual_seed(14)  # the same starting weights as above
    raw_model = nn.Linear(13, 3)
    optimizer = torch.optim.SGD(raw_model.parameters(), lr=lr)
    for _ in range(5):  # five epochs
        raw_model.train()
        for xb, yb in train_loader:
            optimizer.zero_grad(set_to_none=True)
            loss_fn(raw_model(xb), yb).backward()
            optimizer.step()
    _, accuracy = evaluate(raw_model, val_loader, loss_fn)
    print(f"lr {lr:g}: val accuracy {accuracy:.4f}")
wine.transform = Standardize(mean, std)  # standardized again
# --8<-- [end:raw]
