"""Chapter 10: a classifier's logits, softmax, and the cross-entropy loss on class indices."""

from snippets.classification.readings import SENSORS, xb, yb  # this chapter's batch

# --8<-- [start:logits]
import torch
from torch import nn

torch.manual_seed(10)
classifier = nn.Sequential(
    nn.Linear(2, 16),  # (raw reading, reference value) -> 16 hidden features
    nn.Tanh(),
    nn.Linear(16, len(SENSORS)),  # 16 features -> one score per sensor
)
logits = classifier(xb)  # (B, C): one row per reading, one column per class
print("logits:", tuple(logits.shape))
for row in logits[:3]:
    print("  ", "  ".join(f"{score:+.2f}" for score in row))
# --8<-- [end:logits]

# --8<-- [start:softmax]
probabilities = torch.softmax(logits, dim=1)  # (B, C): softmax along each row, over the classes
by_hand = logits.exp() / logits.exp().sum(dim=1, keepdim=True)  # (B, C) / (B, 1)
for row in probabilities[:3]:
    print("  ", "  ".join(f"{p:.2f}" for p in row))
print("each row adds up to 1:", torch.allclose(probabilities.sum(dim=1), torch.ones(len(xb))))
print("softmax is exp / sum of exp:", torch.allclose(probabilities, by_hand))
print("predicted:", logits.argmax(dim=1)[:8].tolist())  # the index of the largest score per row
print("true:     ", yb[:8].tolist())
# --8<-- [end:softmax]

# --8<-- [start:loss]
import math

loss_fn = nn.CrossEntropyLoss()
loss = loss_fn(logits, yb)  # logits (B, C), class indices (B,) int64
picked = probabilities[torch.arange(len(yb)), yb]  # (B,): each reading's probability of its true class
print(f"cross-entropy: {loss.item():.4f}")
print(f"by hand, mean of -log(p of the true class): {-picked.log().mean().item():.4f}")
print(f"log(3), for a model that spreads its probability evenly: {math.log(3):.4f}")
# --8<-- [end:loss]

# --8<-- [start:probability-target]
one_hot = nn.functional.one_hot(yb, num_classes=len(SENSORS)).float()  # (B, C): all on the true class
print("target:", tuple(one_hot.shape), one_hot.dtype, one_hot[0].tolist())
print(f"cross-entropy with probabilities as the target: {loss_fn(logits, one_hot).item():.4f}")
# --8<-- [end:probability-target]
