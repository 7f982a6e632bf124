"""Chapter 10, try it: a cross-entropy call without the reshape, and the first row of attention."""

from snippets.transformer.attention import weights  # this chapter's attention weights
from snippets.transformer.transformer_step import inputs, loss_fn, model, targets, vocab_size  # chapter 10

# --8<-- [start:no-reshape]
import torch

with torch.no_grad():
    scores = model(inputs)  # (B, T, vocab_size) = (1, 4, 4)
    flattened = loss_fn(scores.reshape(-1, vocab_size), targets.reshape(-1))  # (B*T, V) vs (B*T,)
    not_flattened = loss_fn(scores, targets)  # (1, 4, 4) vs (1, 4): no reshape
    transposed = loss_fn(scores.transpose(1, 2), targets)  # (B, V, T) vs (B, T): classes in dim 1

print(f"reshaped:        {flattened.item():.4f}")
print(f"no reshape:      {not_flattened.item():.4f}")
print(f"transpose(1, 2): {transposed.item():.4f}")
# --8<-- [end:no-reshape]

# --8<-- [start:row-zero]
print(weights[0, :, 0])  # (heads, T): row 0 of each head, position 0 looking
# --8<-- [end:row-zero]
