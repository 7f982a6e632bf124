"""Chapter 14: a Dataset that reads the file; a split; a transform."""

from snippets.own_data.wine_file import wine_path  # the file, copied

# --8<-- [start:dataset]
import csv
from pathlib import Path

import torch
from torch.utils.data import Dataset


class WineCSV(Dataset):
    """The wines of a CSV file: 13 measurements and a cultivar each."""

    def __init__(self, path: Path, transform=None) -> None:
        with open(path, newline="") as file:
            reader = csv.reader(file)
            # line 1: how many rows and features, then the class names
            n_rows, n_features, *self.classes = next(reader)
            rows = [[float(value) for value in row] for row in reader]
        table = torch.tensor(rows)  # (N, 14) float32
        # the header says what the file holds: check that it does
        assert table.shape == (int(n_rows), int(n_features) + 1)
        self.features = table[:, :-1]  # (N, 13): the measurements
        self.labels = table[:, -1].long()  # (N,): class indices 0, 1, 2
        self.transform = transform  # applied to each example, if set

    def __len__(self) -> int:
        return len(self.labels)

    def __getitem__(self, i: int) -> tuple[torch.Tensor, torch.Tensor]:
        features = self.features[i]  # (13,)
        if self.transform is not None:
            features = self.transform(features)
        return features, self.labels[i]


wine = WineCSV(wine_path)
print("wines:", len(wine), "classes:", wine.classes)
features, label = wine[0]
print("wine[0]:", tuple(features.shape), features.dtype, label.item())
print("wines per cultivar:", torch.bincount(wine.labels).tolist())
first, last = wine.labels[:5].tolist(), wine.labels[-5:].tolist()
print("labels of the first and last five rows:", first, last)
# --8<-- [end:dataset]

# --8<-- [start:split]
from torch.utils.data import random_split

# the file is sorted by cultivar: deal its rows at random, repeatably
deal = torch.Generator().manual_seed(14)
splits = random_split(wine, [118, 30, 30], generator=deal)
train_set, val_set, test_set = splits
print("train / val / test:", [len(split) for split in splits])
val_labels = wine.labels[val_set.indices]  # (30,)
print("cultivars in validation:", torch.bincount(val_labels).tolist())
# --8<-- [end:split]


# --8<-- [start:transform]
class Standardize:
    """Shift and scale each feature by statistics learned once."""

    def __init__(self, mean: torch.Tensor, std: torch.Tensor) -> None:
        self.mean, self.std = mean, std  # (13,) each

    def __call__(self, features: torch.Tensor) -> torch.Tensor:
        return (features - self.mean) / self.std  # (13,)


# the statistics of the 118 training wines, and of no other
train_rows = wine.features[train_set.indices]  # (118, 13)
mean, std = train_rows.mean(dim=0), train_rows.std(dim=0)
print(f"training std per feature: {std.min():.2f} to {std.max():.2f}")

# the three splits share one Dataset, so they share its transform
wine.transform = Standardize(mean, std)
raw, (scaled, label) = wine.features[0], wine[0]
print("wine 0 in the file:", [f"{v:.2f}" for v in raw[[0, 10, 12]]])
print("wine 0 as served:  ", [f"{v:.2f}" for v in scaled[[0, 10, 12]]])
# --8<-- [end:transform]
