"""Chapter 10: a Dataset of our own, readings from three sensors, split
into training and validation."""

# --8<-- [start:dataset]
import torch
from torch.utils.data import DataLoader, Dataset, random_split

# the classes: index 0, 1, 2
SENSORS = ["line", "curved", "drifted"]


def reference(sensor: int, x: torch.Tensor) -> torch.Tensor:
    """Each sensor's calibration: the reference value that belongs to
    raw reading x."""
    if sensor == 0:
        # chapter 7's sensor
        return 2 * x + 1
    if sensor == 1:
        # chapter 9's curved sensor
        return 2 * x + 1 - 0.5 * x**2
    # chapter 7's sensor after its offset drifted by -2
    return 2 * x - 1


class SensorReadings(Dataset):
    """(raw reading, reference value) pairs, each labelled with the
    sensor that produced it."""

    def __init__(self, per_sensor: int = 100, seed: int = 10) -> None:
        # its own random stream
        generator = torch.Generator().manual_seed(seed)
        features, labels = [], []
        for sensor in range(len(SENSORS)):
            # (n,): anywhere in [-2, 2)
            x = 4 * torch.rand(per_sensor, generator=generator) - 2
            # (n,)
            y = reference(sensor, x) + 0.15 * torch.randn(
                per_sensor, generator=generator
            )
            # (n, 2): two features per example
            features.append(torch.stack([x, y], dim=1))
            # (n,): the class index
            labels.append(torch.full((per_sensor,), sensor))
        self.features = torch.cat(features)  # (N, 2) float32
        self.labels = torch.cat(labels)  # (N,) int64

    # how many examples
    def __len__(self) -> int:
        return len(self.labels)

    # example i
    def __getitem__(self, i: int) -> tuple[torch.Tensor, torch.Tensor]:
        # (2,) features and a 0-d label
        return self.features[i], self.labels[i]


readings = SensorReadings()
print("examples:", len(readings))
features, label = readings[150]
print(
    f"readings[150]: x = {features[0]:.2f}, y = {features[1]:.2f}, "
    f"label {label.item()} ({SENSORS[label]})"
)
# --8<-- [end:dataset]

# --8<-- [start:split]
train_set, val_set = random_split(
    readings, [240, 60], generator=torch.Generator().manual_seed(10)
)
print(
    f"train / val: {len(train_set)} {len(val_set)}",
    type(train_set).__name__,
)

# the loader's shuffling draws from the global random stream
torch.manual_seed(10)
train_loader = DataLoader(train_set, batch_size=20, shuffle=True)
# one batch, to look at
xb, yb = next(iter(train_loader))
print("features:", tuple(xb.shape), xb.dtype)  # (B, 2)
print("labels:  ", tuple(yb.shape), yb.dtype)  # (B,)
print("first labels:", yb[:8].tolist())
# --8<-- [end:split]
