"""Chapter 11, try it: the whole word as input, a cross-entropy call without the reshape, and the
first character changed."""

from snippets.transformer.transformer_step import char_to_id, ids, inputs, loss_fn, model  # chapter 11
from snippets.transformer.transformer_step import targets, vocab_size, vocabulary  # chapter 11's data

# --8<-- [start:last-four]
import torch

context = ids[:, -4:]  # the last four characters, "ello": (B, 4)
with torch.no_grad():
    scores_for_ello = model(context)  # (B, 4, vocab_size)

print("input:", [vocabulary[i] for i in context[0].tolist()], "logits:", list(scores_for_ello.shape))
print("rows in the position table:", model.position_embedding.num_embeddings)
# --8<-- [end:last-four]

# --8<-- [start:no-reshape]
with torch.no_grad():
    scores = model(inputs)  # (B, T, vocab_size) = (1, 4, 4)
    flattened = loss_fn(scores.reshape(-1, vocab_size), targets.reshape(-1))  # (B*T, V) vs (B*T,)
    not_flattened = loss_fn(scores, targets)  # (1, 4, 4) vs (1, 4): no reshape

print(f"reshaped:   {flattened.item():.4f}")
print(f"no reshape: {not_flattened.item():.4f}")
# --8<-- [end:no-reshape]

# --8<-- [start:transpose]
with torch.no_grad():
    transposed = loss_fn(scores.transpose(1, 2), targets)  # (B, V, T) vs (B, T): classes in dim 1

print(f"transpose(1, 2): {transposed.item():.4f}")
# --8<-- [end:transpose]

# --8<-- [start:first-character]
changed_first = inputs.clone()
changed_first[0, 0] = char_to_id["o"]  # "hell" -> "oell": only position 0 changes

with torch.no_grad():
    before, later = model(inputs), model(changed_first)  # (1, 4, 4) each, with the mask
print(["changed" if not torch.equal(before[0, t], later[0, t]) else "same" for t in range(inputs.shape[1])])
# --8<-- [end:first-character]
