"""Chapter 11: the attention weights of the model's block, taken out and checked by hand."""

from snippets.transformer.transformer_step import TinyTransformer, causal_mask, inputs, model, vocabulary  # chapter 11
from snippets.transformer.transformer_step import loss, loss_fn, targets, vocab_size  # chapter 11's step

# --8<-- [start:weights]
import math

import torch
from torch.nn import functional as F

block = model.block
B, T = inputs.shape
blocked = causal_mask(T)  # (T, T): True = may not attend

with torch.no_grad():
    hidden = model.token_embedding(inputs) + model.position_embedding(torch.arange(T))  # (B, T, C)
    normed = block.norm1(hidden)  # norm_first=True: attention reads the normalized input
    attended, weights = block.self_attn(
        normed, normed, normed, attn_mask=blocked, need_weights=True, average_attn_weights=False
    )  # attended (B, T, C), weights (B, heads, T, T)

print("weights:", list(weights.shape), "(B, heads, T, T)")
print("every row sums to 1:", torch.allclose(weights.sum(dim=-1), torch.ones(1), atol=1e-6))
print("blocked entries are exactly 0:", bool((weights[:, :, blocked] == 0).all()))
# --8<-- [end:weights]

# --8<-- [start:by-hand]
heads = block.self_attn.num_heads  # 4
C = normed.shape[-1]  # 32
d = C // heads  # 8 features per head

with torch.no_grad():
    qkv = F.linear(normed, block.self_attn.in_proj_weight, block.self_attn.in_proj_bias)  # (B, T, 3C)
    q, k, v = (part.view(B, T, heads, d).transpose(1, 2) for part in qkv.split(C, dim=-1))  # (B, heads, T, d)
    scores = q @ k.transpose(-2, -1) / math.sqrt(d)  # (B, heads, T, T)
    by_hand = scores.masked_fill(blocked, float("-inf")).softmax(dim=-1)  # blocked -> weight 0
    mixed = by_hand @ v  # (B, heads, T, d): each position's weighted mix of values
    output = block.self_attn.out_proj(mixed.transpose(1, 2).reshape(B, T, C))  # (B, T, C)

    # scaled_dot_product_attention reads a Boolean mask the other way round: True = may attend
    sdpa_allowed = F.scaled_dot_product_attention(q, k, v, attn_mask=~blocked)  # (B, heads, T, d)
    sdpa_blocked = F.scaled_dot_product_attention(q, k, v, attn_mask=blocked)  # our mask, misread

    residual = hidden + attended  # (B, T, C): the block's first residual connection
    rebuilt = residual + block.linear2(block.activation(block.linear1(block.norm2(residual))))  # + feed-forward
    from_block = block(hidden, src_mask=blocked)  # (B, T, C): what the model computed

print("softmax(QKᵀ/√d) by hand = PyTorch's weights:", torch.allclose(by_hand, weights, atol=1e-6))
print("weights @ V, projected = PyTorch's output:  ", torch.allclose(output, attended, atol=1e-6))
print("scaled_dot_product_attention, mask ~blocked:", torch.allclose(sdpa_allowed, mixed, atol=1e-6))
print("scaled_dot_product_attention, mask blocked: ", torch.allclose(sdpa_blocked, mixed, atol=1e-6))
print("the block's output, rebuilt from this attention:", torch.allclose(rebuilt, from_block, atol=1e-5))
# --8<-- [end:by-hand]

# --8<-- [start:before-after]
torch.manual_seed(7)  # the seed the model was built from, right after it
untrained = TinyTransformer(vocab_size)  # so the same starting weights `model` had before its step

with torch.no_grad():
    start = untrained.token_embedding(inputs) + untrained.position_embedding(torch.arange(T))  # (B, T, C)
    start = untrained.block.norm1(start)
    _, weights_before = untrained.block.self_attn(
        start, start, start, attn_mask=blocked, need_weights=True, average_attn_weights=False
    )  # (B, heads, T, T), before the step
    start_loss = loss_fn(untrained(inputs).reshape(-1, vocab_size), targets.reshape(-1))

print(f"loss of the rebuilt start: {start_loss.item():.4f}")
print(f"loss before the step:      {loss.item():.4f}")
print(f"largest attention change:  {(weights - weights_before).abs().max():.3f}")
print("position 3 (the last l) looking at h e l l:")
for head in range(heads):
    print(f"  head {head} before:", " ".join(f"{w:.2f}" for w in weights_before[0, head, 3].tolist()))
    print("         after: ", " ".join(f"{w:.2f}" for w in weights[0, head, 3].tolist()))
# --8<-- [end:before-after]

# --8<-- [start:picture]
import matplotlib.pyplot as plt

labels = [f"{t} {vocabulary[token]}" for t, token in enumerate(inputs[0].tolist())]  # "0 h", "1 e", ...

fig, axes = plt.subplots(heads, 2, figsize=(4.6, 8.4), sharex=True, sharey=True, layout="constrained")
for head in range(heads):
    for column, (when, grid) in enumerate([("before", weights_before), ("after", weights)]):
        ax = axes[head, column]
        image = ax.imshow(grid[0, head], vmin=0, vmax=1, cmap="viridis")  # (T, T), one head
        ax.set_title(f"head {head}, {when}", fontsize=12)  # 12 pt stays readable on a phone
        ax.set_xticks(range(T), labels, rotation=90)
        ax.set_yticks(range(T), labels)
fig.supxlabel("position looked at", fontsize=12)
fig.supylabel("position looking", fontsize=12)
fig.colorbar(image, ax=axes, label="attention weight", shrink=0.5)
plt.show()
# --8<-- [end:picture]
