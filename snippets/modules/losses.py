"""Chapter 6: the loss modules: MSELoss averages; CrossEntropyLoss wants raw logits."""

from snippets.tensors.two_measurements import x, y  # chapter 2's data

# --8<-- [start:mse]
import torch
from torch import nn

first_guess = x * 1.0 + 0.0  # (2, 1): chapter 3's predictions, w = 1 and b = 0

mean_loss = nn.MSELoss()(first_guess, y)  # default reduction="mean": (4 + 9) / 2
sum_loss = nn.MSELoss(reduction="sum")(first_guess, y)  # 4 + 9

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

# --8<-- [start:probability-target]
certain = torch.tensor([[1.0, 0.0, 0.0]])  # (N, classes): all the probability on class 0
unsure = torch.tensor([[0.7, 0.2, 0.1]])  # (N, classes): a target that is not sure
print(f"{loss_fn(logits, certain).item():.4f} {loss_fn(logits, unsure).item():.4f}")
# --8<-- [end:probability-target]

# --8<-- [start:picture]
import matplotlib.pyplot as plt

once = torch.softmax(logits, dim=1)[0]  # (classes,): the probabilities the loss works with
twice = torch.softmax(torch.softmax(logits, dim=1), dim=1)[0]  # what the mistake works with
classes = torch.arange(len(once))
plt.bar(classes - 0.2, once, width=0.4, label="softmax once (inside the loss)")
plt.bar(classes + 0.2, twice, width=0.4, label="softmax twice (the mistake)")
plt.xticks(classes, ["0 (right)", "1", "2"])
plt.xlabel("class")
plt.ylabel("probability")
plt.ylim(0, 1)
plt.legend(loc="upper right")
plt.show()
# --8<-- [end:picture]
