"""Chapter 2: `*` multiplies matching elements, `@` is matrix multiplication."""

import torch

a = torch.tensor([[1.0, 2.0], [3.0, 4.0]])  # (2, 2)
b = torch.tensor([[10.0, 20.0], [30.0, 40.0]])  # (2, 2)

print(a * 2)  # every element times 2
print(a * b)  # element by element: 1*10, 2*20, 3*30, 4*40
print(a @ b)  # row of a dotted with column of b: 1*10 + 2*30 = 70, ...
