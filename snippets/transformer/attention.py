"""Chapter 11: the attention weights of the model's block, taken out and
checked by hand."""

# chapter 11
from snippets.transformer.transformer_step import (
    TinyTransformer,
    causal_mask,
    inputs,
    model,
    vocabulary,
)

# chapter 11's step
from snippets.transformer.transformer_step import (
    loss,
    loss_fn,
    targets,
    vocab_size,
)

# --8<-- [start:weights]
import math

import torch
from torch.nn import functional as F

block = model.block
B, T = inputs.shape
# (T, T): True = may not attend
blocked = causal_mask(T)

with torch.no_grad():
    hidden = model.token_embedding(inputs)  # (B, T, C)
    hidden = hidden + model.position_embedding(torch.arange(T))
    # norm_first=True: attention reads the normalized input
    normed = block.norm1(hidden)
    # attended (B, T, C), weights (B, heads, T, T)
    attended, weights = block.self_attn(
        normed,
        normed,
        normed,
        attn_mask=blocked,
        need_weights=True,
        average_attn_weights=False,
    )

print("weights:", list(weights.shape), "(B, heads, T, T)")
print(
    "every row sums to 1:",
    torch.allclose(weights.sum(dim=-1), torch.ones(1), atol=1e-6),
)
print(
    "blocked entries are exactly 0:",
    bool((weights[:, :, blocked] == 0).all()),
)
# --8<-- [end:weights]

# --8<-- [start:by-hand]
heads = block.self_attn.num_heads  # 4
C = normed.shape[-1]  # 32
# 8 features per head
d = C // heads

with torch.no_grad():
    # (B, T, 3C)
    qkv = F.linear(
        normed,
        block.self_attn.in_proj_weight,
        block.self_attn.in_proj_bias,
    )
    # (B, heads, T, d)
    q, k, v = (
        part.view(B, T, heads, d).transpose(1, 2)
        for part in qkv.split(C, dim=-1)
    )
    scores = q @ k.transpose(-2, -1) / math.sqrt(d)  # (B, heads, T, T)
    # blocked -> weight 0
    by_hand = scores.masked_fill(blocked, float("-inf")).softmax(dim=-1)
    # (B, heads, T, d): each position's weighted mix of values
    mixed = by_hand @ v
    # (B, T, C)
    output = block.self_attn.out_proj(
        mixed.transpose(1, 2).reshape(B, T, C)
    )

    # scaled_dot_product_attention reads a Boolean mask the other way
    # round: True = may attend
    # (B, heads, T, d)
    sdpa_allowed = F.scaled_dot_product_attention(
        q, k, v, attn_mask=~blocked
    )
    # our mask, misread
    sdpa_blocked = F.scaled_dot_product_attention(
        q, k, v, attn_mask=blocked
    )

    # (B, T, C): the block's first residual connection
    residual = hidden + attended
    # + feed-forward
    rebuilt = residual + block.linear2(
        block.activation(block.linear1(block.norm2(residual)))
    )
    # (B, T, C): what the model computed
    from_block = block(hidden, src_mask=blocked)

print(
    "softmax(QKᵀ/√d) by hand = PyTorch's weights:",
    torch.allclose(by_hand, weights, atol=1e-6),
)
print(
    "weights @ V, projected = PyTorch's output:  ",
    torch.allclose(output, attended, atol=1e-6),
)
print(
    "scaled_dot_product_attention, mask ~blocked:",
    torch.allclose(sdpa_allowed, mixed, atol=1e-6),
)
print(
    "scaled_dot_product_attention, mask blocked: ",
    torch.allclose(sdpa_blocked, mixed, atol=1e-6),
)
print(
    "the block's output, rebuilt from this attention:",
    torch.allclose(rebuilt, from_block, atol=1e-5),
)
# --8<-- [end:by-hand]

# --8<-- [start:before-after]
# the seed the model was built from, right after it
torch.manual_seed(7)
# so the same starting weights `model` had before its step
untrained = TinyTransformer(vocab_size)

with torch.no_grad():
    start = untrained.token_embedding(inputs)  # (B, T, C)
    start = start + untrained.position_embedding(torch.arange(T))
    start = untrained.block.norm1(start)
    # (B, heads, T, T), before the step
    _, weights_before = untrained.block.self_attn(
        start,
        start,
        start,
        attn_mask=blocked,
        need_weights=True,
        average_attn_weights=False,
    )
    start_loss = loss_fn(
        untrained(inputs).reshape(-1, vocab_size), targets.reshape(-1)
    )

print(f"loss of the rebuilt start: {start_loss.item():.4f}")
print(f"loss before the step:      {loss.item():.4f}")
print(
    "largest attention change:  "
    f"{(weights - weights_before).abs().max():.3f}"
)
print("position 3 (the last l) looking at h e l l:")
for head in range(heads):
    print(
        f"  head {head} before:",
        " ".join(
            f"{w:.2f}" for w in weights_before[0, head, 3].tolist()
        ),
    )
    print(
        "         after: ",
        " ".join(f"{w:.2f}" for w in weights[0, head, 3].tolist()),
    )
# --8<-- [end:before-after]

# --8<-- [start:picture]
import matplotlib.pyplot as plt

# "0 h", "1 e", ...
labels = [
    f"{t} {vocabulary[token]}"
    for t, token in enumerate(inputs[0].tolist())
]

fig, axes = plt.subplots(
    heads,
    2,
    figsize=(4.6, 8.4),
    sharex=True,
    sharey=True,
    layout="constrained",
)
for head in range(heads):
    for column, (when, grid) in enumerate(
        [("before", weights_before), ("after", weights)]
    ):
        ax = axes[head, column]
        # (T, T), one head
        image = ax.imshow(grid[0, head], vmin=0, vmax=1, cmap="viridis")
        # 12 pt stays readable on a phone
        ax.set_title(f"head {head}, {when}", fontsize=12)
        ax.set_xticks(range(T), labels, rotation=90)
        ax.set_yticks(range(T), labels)
fig.supxlabel("position looked at", fontsize=12)
fig.supylabel("position looking", fontsize=12)
fig.colorbar(image, ax=axes, label="attention weight", shrink=0.5)
plt.show()
# --8<-- [end:picture]
