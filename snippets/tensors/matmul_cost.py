"""Chapter 2: what one [32, 784] @ [784, 128] product costs, counted
from the shapes."""

import torch

batch, features_in, features_out = 32, 784, 128
# (B, 784): 32 flattened 28x28 images
inputs = torch.randn(batch, features_in)
# (784, 128): 128 weighted sums
weights = torch.randn(features_in, features_out)

outputs = inputs @ weights  # (B, 128)

# one per output number
dot_products = batch * features_out
# each dot product has 784 terms
multiply_adds = dot_products * features_in

# one output number per dot product
assert outputs.shape == (batch, features_out)
assert outputs.numel() == dot_products
print(outputs.shape)
print(f"{dot_products:,} dot products of length {features_in}")
print(f"{multiply_adds:,} multiply-adds")
