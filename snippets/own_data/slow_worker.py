"""Chapter 14, exercise: one slow worker; in which order?"""

from snippets.own_data.loaders import stack_and_sign, val_set  # ch. 14

# --8<-- [start:slow-worker]
import time

import torch
from torch.utils.data import DataLoader, get_worker_info


def stack_slowly_in_worker_0(examples: list) -> tuple:
    if get_worker_info().id == 0:
        time.sleep(0.2)  # worker 0 takes far longer than worker 1
    return stack_and_sign(examples)


loader = DataLoader(
    val_set,
    batch_size=8,
    num_workers=2,
    collate_fn=stack_slowly_in_worker_0,
)
arrived = [(xb, who) for xb, yb, who in loader]
print("arrived from:", [who for _, who in arrived])

# the batches a loader with no workers deals, in its order
plain = [xb for xb, yb in DataLoader(val_set, batch_size=8)]
same = all(
    torch.equal(a, b) for (a, _), b in zip(arrived, plain, strict=True)
)
print("the same batches in the same order as without workers:", same)
# --8<-- [end:slow-worker]
