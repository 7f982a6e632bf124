"""Chapter 2: a tensor's rank is its number of dimensions, from 0-D to
4-D."""

import torch

examples = {
    # one number
    "scalar": torch.tensor(3.5),
    "vector": torch.tensor([1.0, 2.0, 3.0]),  # (3,)
    # (2, 1): our two measurements
    "matrix": torch.tensor([[1.0], [2.0]]),
    # (C, H, W): one RGB picture
    "image": torch.zeros(3, 224, 224),
    # (B, C, H, W): 32 pictures
    "image batch": torch.zeros(32, 3, 224, 224),
}

for name, tensor in examples.items():
    print(
        f"{name:<12} {tensor.dim()}-D  shape={list(tensor.shape)}  "
        f"numbers={tensor.numel():,}"
    )
