"""Chapter 14: DataLoaders for training and evaluation; workers."""

from snippets.own_data.wine_dataset import test_set  # the split
from snippets.own_data.wine_dataset import train_set, val_set

# --8<-- [start:loaders]
import torch
from torch.utils.data import DataLoader

torch.manual_seed(14)  # the training loader shuffles from this stream
train_loader = DataLoader(train_set, batch_size=16, shuffle=True)
# evaluation: every wine once, in the same order every time
val_loader = DataLoader(val_set, batch_size=8)
test_loader = DataLoader(test_set, batch_size=8)

xb, yb = next(iter(train_loader))
print("a training batch:", tuple(xb.shape), tuple(yb.shape))  # (B, 13)
print("validation batch sizes:", [len(yb) for _, yb in val_loader])
# --8<-- [end:loaders]

# --8<-- [start:workers]
from torch.utils.data import default_collate, get_worker_info


def stack_and_sign(examples: list) -> tuple:
    """Stack a batch as usual, and note which process stacked it."""
    xb, yb = default_collate(examples)
    worker = get_worker_info()  # None in the main process
    return xb, yb, "main" if worker is None else f"worker {worker.id}"


for workers in (0, 2):
    loader = DataLoader(
        val_set,
        batch_size=8,
        num_workers=workers,
        collate_fn=stack_and_sign,
    )
    print(f"num_workers={workers}:", [who for _, _, who in loader])
# --8<-- [end:workers]
