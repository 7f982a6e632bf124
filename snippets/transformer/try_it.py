"""Chapter 11, try it: the whole word as input, a cross-entropy call
without the reshape, and the first character changed."""

# chapter 11
from snippets.transformer.transformer_step import (
    char_to_id,
    ids,
    inputs,
    loss_fn,
    model,
)

# chapter 11's data
from snippets.transformer.transformer_step import (
    targets,
    vocab_size,
    vocabulary,
)

# --8<-- [start:last-four]
import torch

# the last four characters, "ello": (B, 4)
context = ids[:, -4:]
with torch.no_grad():
    scores_for_ello = model(context)  # (B, 4, vocab_size)

context_letters = [vocabulary[i] for i in context[0].tolist()]
print("input:", context_letters, "logits:", list(scores_for_ello.shape))
print(
    "rows in the position table:",
    model.position_embedding.num_embeddings,
)
# --8<-- [end:last-four]

# --8<-- [start:no-reshape]
with torch.no_grad():
    # (B, T, vocab_size) = (1, 4, 4)
    scores = model(inputs)
    # (B*T, V) vs (B*T,)
    flattened = loss_fn(
        scores.reshape(-1, vocab_size), targets.reshape(-1)
    )
    # (1, 4, 4) vs (1, 4): no reshape
    not_flattened = loss_fn(scores, targets)

print(f"reshaped:   {flattened.item():.4f}")
print(f"no reshape: {not_flattened.item():.4f}")
# --8<-- [end:no-reshape]

# --8<-- [start:transpose]
with torch.no_grad():
    # (B, V, T) vs (B, T): classes in dim 1
    transposed = loss_fn(scores.transpose(1, 2), targets)

print(f"transpose(1, 2): {transposed.item():.4f}")
# --8<-- [end:transpose]

# --8<-- [start:first-character]
changed_first = inputs.clone()
# "hell" -> "oell": only position 0 changes
changed_first[0, 0] = char_to_id["o"]

with torch.no_grad():
    # (1, 4, 4) each, with the mask
    before, later = model(inputs), model(changed_first)
print(
    [
        "changed"
        if not torch.equal(before[0, t], later[0, t])
        else "same"
        for t in range(inputs.shape[1])
    ]
)
# --8<-- [end:first-character]
