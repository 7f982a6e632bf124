"""One training step of a tiny character-level transformer, start to
finish.

Run it with `python transformer_step.py`: it needs nothing but PyTorch.
It teaches the machinery of one update; it does not train a useful text
generator.
"""

# --8<-- [start:data]
import torch
from torch import nn

# same initial weights, same numbers, on every run
torch.manual_seed(7)

text = "hello"
# ['e', 'h', 'l', 'o']
vocabulary = sorted(set(text))
char_to_id = {char: i for i, char in enumerate(vocabulary)}
vocab_size = len(vocabulary)

# (B, T+1) = (1, 5)
ids = torch.tensor([[char_to_id[char] for char in text]])
# "hell"  (B, T) = (1, 4)
inputs = ids[:, :-1]
# "ello"  (B, T): the character that follows each input position
targets = ids[:, 1:]

print("vocabulary:", vocabulary, "size", vocab_size)
print("inputs: ", inputs.tolist(), "shape", list(inputs.shape))
print("targets:", targets.tolist(), "shape", list(targets.shape))
# --8<-- [end:data]


# --8<-- [start:model]
class TinyTransformer(nn.Module):
    def __init__(
        self, vocab_size: int, max_length: int = 4, width: int = 32
    ):
        super().__init__()
        # one vector per character
        self.token_embedding = nn.Embedding(vocab_size, width)
        # one vector per position
        self.position_embedding = nn.Embedding(max_length, width)
        self.block = nn.TransformerEncoderLayer(
            d_model=width,
            # four attention heads of 8 features each
            nhead=4,
            dim_feedforward=64,
            # no dropout: two passes over the
            # same input give the same numbers
            dropout=0.0,
            # tensors are (B, T, C), not (T, B, C)
            batch_first=True,
            # LayerNorm before attention and before the feed-forward
            norm_first=True,
        )
        self.final_norm = nn.LayerNorm(width)
        # one score per possible next character
        self.output = nn.Linear(width, vocab_size)

    def forward(
        self, token_ids: torch.Tensor, causal: bool = True
    ) -> torch.Tensor:
        B, T = token_ids.shape
        positions = torch.arange(T, device=token_ids.device)  # (T,)
        hidden = self.token_embedding(token_ids)  # (B, T, C)
        hidden = hidden + self.position_embedding(positions)
        # (T, T); None: see all
        mask = causal_mask(T, token_ids.device) if causal else None
        hidden = self.block(hidden, src_mask=mask)  # (B, T, C)
        # (B, T, vocab_size)
        return self.output(self.final_norm(hidden))


def causal_mask(
    T: int, device: torch.device | None = None
) -> torch.Tensor:
    """True above the diagonal: position i may not attend to any later
    position j > i."""
    # (T, T)
    return torch.triu(
        torch.ones(T, T, dtype=torch.bool, device=device), diagonal=1
    )


model = TinyTransformer(vocab_size)
parameter_count = sum(p.numel() for p in model.parameters())

print("causal mask (1 = blocked):")
print(causal_mask(4).int())
print("parameters:", parameter_count)
# --8<-- [end:model]

# --8<-- [start:step]
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
# takes raw scores (logits), applies log-softmax itself
loss_fn = nn.CrossEntropyLoss()

model.train()
optimizer.zero_grad(set_to_none=True)
# (B, T, vocab_size) = (1, 4, 4)
logits = model(inputs)
loss = loss_fn(
    # (B*T, vocab_size) = (4, 4): one row per prediction
    logits.reshape(-1, vocab_size),
    # (B*T,) = (4,): the right answer for each row
    targets.reshape(-1),
)
# gradients reach the output layer, the block and both embeddings
loss.backward()
optimizer.step()

# a second forward pass, only to measure the updated weights
with torch.no_grad():
    after = model(inputs)
    loss_after = loss_fn(
        after.reshape(-1, vocab_size), targets.reshape(-1)
    )

print("logits:", list(logits.shape))
print(f"loss before the step: {loss.item():.4f}")
print(f"loss after the step:  {loss_after.item():.4f}")
# --8<-- [end:step]

# --8<-- [start:check]
# Does the mask really hide the future? Change only the last input
# character ("hell" -> "helo") and see which positions' scores move.
# Then do the same without the mask.
changed = inputs.clone()
changed[0, -1] = char_to_id["o"]

for causal in (True, False):
    with torch.no_grad():
        before = model(inputs, causal=causal)  # (1, 4, 4)
        later = model(changed, causal=causal)  # (1, 4, 4)
    moved = [
        not torch.equal(before[0, t], later[0, t])
        for t in range(inputs.shape[1])
    ]
    label = "with the mask:   " if causal else "without the mask:"
    print(label, ["changed" if m else "same" for m in moved])
# --8<-- [end:check]
