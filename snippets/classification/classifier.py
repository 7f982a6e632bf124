"""Chapter 10: a classifier's logits, softmax, and the cross-entropy
loss on class indices."""

# this chapter's batch
from snippets.classification.readings import SENSORS, xb, yb

# --8<-- [start:logits]
import torch
from torch import nn

torch.manual_seed(10)
classifier = nn.Sequential(
    # (raw reading, reference value) -> 16 hidden features
    nn.Linear(2, 16),
    nn.Tanh(),
    # 16 features -> one score per sensor
    nn.Linear(16, len(SENSORS)),
)
# (B, C): one row per reading, one column per class
logits = classifier(xb)
print("logits:", tuple(logits.shape))
for row in logits[:3]:
    print("  ", "  ".join(f"{score:+.2f}" for score in row))
# --8<-- [end:logits]

# --8<-- [start:softmax]
# (B, C): softmax along each row, over the classes
probabilities = torch.softmax(logits, dim=1)
# (B, C) / (B, 1)
by_hand = logits.exp() / logits.exp().sum(dim=1, keepdim=True)
for row in probabilities[:3]:
    print("  ", "  ".join(f"{p:.2f}" for p in row))
print(
    "each row adds up to 1:",
    torch.allclose(probabilities.sum(dim=1), torch.ones(len(xb))),
)
print(
    "softmax is exp / sum of exp:",
    torch.allclose(probabilities, by_hand),
)
# the index of the largest score per row
print("predicted:", logits.argmax(dim=1)[:8].tolist())
print("true:     ", yb[:8].tolist())
# --8<-- [end:softmax]

# --8<-- [start:loss]
import math

loss_fn = nn.CrossEntropyLoss()
# logits (B, C), class indices (B,) int64
loss = loss_fn(logits, yb)
# (B,): each reading's probability of its true class
picked = probabilities[torch.arange(len(yb)), yb]
print(f"cross-entropy: {loss.item():.4f}")
print(
    "by hand, mean of -log(p of the true class): "
    f"{-picked.log().mean().item():.4f}"
)
print(
    "log(3), for a model that spreads its probability evenly: "
    f"{math.log(3):.4f}"
)
# --8<-- [end:loss]

# --8<-- [start:probability-target]
# (B, C): all on the true class
one_hot = nn.functional.one_hot(yb, num_classes=len(SENSORS)).float()
print(
    "target:", tuple(one_hot.shape), one_hot.dtype, one_hot[0].tolist()
)
print(
    "cross-entropy with probabilities as the target: "
    f"{loss_fn(logits, one_hot).item():.4f}"
)
# --8<-- [end:probability-target]
