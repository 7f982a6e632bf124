"""Chapter 7 exercise: which rows drop_last leaves out, with and
without shuffling."""

from snippets.complete_loop.sensor_calibration import train_data

# --8<-- [start:rows-seen]
from torch.utils.data import DataLoader

in_order = DataLoader(train_data, batch_size=32, drop_last=True)
shuffled = DataLoader(
    train_data,
    batch_size=32,
    shuffle=True,
    drop_last=True,
)


def rows_seen(loader: DataLoader, epochs: int = 10) -> int:
    """How many different rows `epochs` passes train on."""
    seen = set()
    for _ in range(epochs):
        for xb, _ in loader:
            # every reading is different, so it names its row
            seen.update(xb.flatten().tolist())
    return len(seen)


print("rows per epoch:", 32 * len(shuffled), "of", len(train_data))
print("rows in 10 epochs, in order: ", rows_seen(in_order))
print("rows in 10 epochs, shuffled: ", rows_seen(shuffled))
# --8<-- [end:rows-seen]
