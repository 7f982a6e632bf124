"""Chapter 2 exercises: * against @, and which results share memory."""

# (2, 2): [[1, 2], [3, 4]]
from snippets.tensors.multiplying import a

# (2, 3): the two sensors' readings
from snippets.tensors.views import day

# --8<-- [start:order]
import torch

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
