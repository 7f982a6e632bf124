"""Chapter 6: the loss modules: MSELoss averages; CrossEntropyLoss wants raw logits."""

# --8<-- [start:mse]
import torch
from torch import nn

from snippets.tensors.two_measurements import x, y

predictions = x * 1.0 + 0.0  # (2, 1): chapter 3's predictions, w = 1 and b = 0

mean_loss = nn.MSELoss()(predictions, y)  # default reduction="mean": (4 + 9) / 2
sum_loss = nn.MSELoss(reduction="sum")(predictions, y)  # 4 + 9

print(mean_loss.item(), sum_loss.item())
# --8<-- [end:mse]

# --8<-- [start:cross-entropy]
logits = torch.tensor([[2.0, 0.5, -1.0]])  # (N, classes): raw scores for one example
target = torch.tensor([0])  # (N,): the index of the right class

loss_fn = nn.CrossEntropyLoss()
right = loss_fn(logits, target)  # softmax happens inside the loss
by_hand = -torch.log_softmax(logits, dim=1)[0, 0]  # -log(probability of class 0)
doubled = loss_fn(torch.softmax(logits, dim=1), target)  # the mistake: softmax twice

print(f"{right.item():.4f} {by_hand.item():.4f} {doubled.item():.4f}")
# --8<-- [end:cross-entropy]
