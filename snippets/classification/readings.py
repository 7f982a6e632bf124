"""Chapter 10: a Dataset of our own, readings from three sensors, split into training and validation."""

# --8<-- [start:dataset]
import torch
from torch.utils.data import DataLoader, Dataset, random_split

SENSORS = ["line", "curved", "drifted"]  # the classes: index 0, 1, 2


def reference(sensor: int, x: torch.Tensor) -> torch.Tensor:
    """Each sensor's calibration: the reference value that belongs to raw reading x."""
    if sensor == 0:
        return 2 * x + 1  # chapter 7's sensor
    if sensor == 1:
        return 2 * x + 1 - 0.5 * x**2  # chapter 9's curved sensor
    return 2 * x - 1  # chapter 7's sensor after its offset drifted by -2


class SensorReadings(Dataset):
    """(raw reading, reference value) pairs, each labelled with the sensor that produced it."""

    def __init__(self, per_sensor: int = 100, seed: int = 10) -> None:
        generator = torch.Generator().manual_seed(seed)  # its own random stream
        features, labels = [], []
        for sensor in range(len(SENSORS)):
            x = 4 * torch.rand(per_sensor, generator=generator) - 2  # (n,): anywhere in [-2, 2)
            y = reference(sensor, x) + 0.15 * torch.randn(per_sensor, generator=generator)  # (n,)
            features.append(torch.stack([x, y], dim=1))  # (n, 2): two features per example
            labels.append(torch.full((per_sensor,), sensor))  # (n,): the class index
        self.features = torch.cat(features)  # (N, 2) float32
        self.labels = torch.cat(labels)  # (N,) int64

    def __len__(self) -> int:  # how many examples
        return len(self.labels)

    def __getitem__(self, i: int) -> tuple[torch.Tensor, torch.Tensor]:  # example i
        return self.features[i], self.labels[i]  # (2,) features and a 0-d label


readings = SensorReadings()
print("examples:", len(readings))
features, label = readings[150]
print(f"readings[150]: x = {features[0]:.2f}, y = {features[1]:.2f}, label {label.item()} ({SENSORS[label]})")
# --8<-- [end:dataset]

# --8<-- [start:split]
train_set, val_set = random_split(readings, [240, 60], generator=torch.Generator().manual_seed(10))
print("train / val:", len(train_set), len(val_set), type(train_set).__name__)

torch.manual_seed(10)  # the loader's shuffling draws from the global random stream
train_loader = DataLoader(train_set, batch_size=20, shuffle=True)
xb, yb = next(iter(train_loader))  # one batch, to look at
print("features:", tuple(xb.shape), xb.dtype)  # (B, 2)
print("labels:  ", tuple(yb.shape), yb.dtype)  # (B,)
print("first labels:", yb[:8].tolist())
# --8<-- [end:split]
