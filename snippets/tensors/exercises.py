"""Chapter 2 exercises: a perfect model with a wrong loss, * against @,
and which results share memory."""

# (2, 2): [[1, 2], [3, 4]]
from snippets.tensors.multiplying import a

# (2, 3): the two sensors' readings
from snippets.tensors.views import day

# --8<-- [start:perfect-broken]
import torch

# (3, 1): three raw readings
raw = torch.tensor([[1.0], [2.0], [3.0]])
# what the reference read, y = 2x + 1
reference = torch.tensor([3.0, 5.0, 7.0])
# the rule itself, so every miss should be 0
perfect = raw * 2.0 + 1.0

print(f"{((perfect - reference) ** 2).mean().item():.4f}")
# --8<-- [end:perfect-broken]

# --8<-- [start:perfect-fixed]
# (3, 1): one target per row, like the predictions
column = reference.reshape(3, 1)
# (3, 1): each prediction meets its own target
misses = perfect - column
print(misses.shape)
print(f"{(misses**2).mean().item():.4f}")
# --8<-- [end:perfect-fixed]

# --8<-- [start:order]
swap = torch.tensor([[0.0, 1.0], [1.0, 0.0]])  # (2, 2)

# does the order matter for * ?
print(torch.equal(a * swap, swap * a))
# and for @ ?
print(a @ swap)
print(swap @ a)
# --8<-- [end:order]


# --8<-- [start:shares]
def shares(result: torch.Tensor) -> bool:
    """Does `result` start at the same memory as `day`?"""
    return result.data_ptr() == day.data_ptr()


print("reshape(3, 2)  ", shares(day.reshape(3, 2)))
print("flatten()      ", shares(day.flatten()))
print("clone()        ", shares(day.clone()))
print("detach()       ", shares(day.detach()))
print("T.contiguous() ", shares(day.T.contiguous()))
# --8<-- [end:shares]
