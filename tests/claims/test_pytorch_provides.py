"""Chapter 1 (knowing-what-pytorch-provides.md): a tensor made by torch.from_numpy."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from tests.claims import claim


@claim("provides-from-numpy-shares-memory", "change the array, and the tensor changes with it")
def test_from_numpy_shares_the_arrays_memory_and_keeps_its_dtype() -> None:
    array = np.array([[1.0], [2.0]])  # float64
    tensor = torch.from_numpy(array)
    assert tensor.dtype == torch.float64
    array[0, 0] = 10.0
    assert tensor[0, 0].item() == 10.0
    copied = torch.tensor(array)  # torch.tensor copies: it does not follow the array
    array[1, 0] = 20.0
    assert copied[1, 0].item() == 2.0 and tensor[1, 0].item() == 20.0


@claim("provides-numpy-shares-memory", "`.numpy()` gives an array that shares its memory")
def test_numpy_of_a_cpu_tensor_shares_its_memory() -> None:
    tensor = torch.ones(3)  # float32, on the CPU, not tracked
    array = tensor.numpy()
    array[0] = 5.0
    assert tensor[0].item() == 5.0
    with pytest.raises(RuntimeError, match="requires grad"):
        torch.ones(3, requires_grad=True).numpy()
    # "(a `bfloat16` tensor it refuses: NumPy has no such dtype)": on the CPU, untracked
    with pytest.raises(TypeError, match="unsupported ScalarType BFloat16"):
        torch.ones(3, dtype=torch.bfloat16).numpy()
