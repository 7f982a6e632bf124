"""Chapter 6: the loss modules: MSELoss averages; CrossEntropyLoss wants
raw logits."""

# chapter 2's data
from snippets.tensors.two_measurements import x, y

# --8<-- [start:mse]
import torch
from torch import nn

# (2, 1): chapter 3's predictions, w = 1 and b = 0
first_guess = x * 1.0 + 0.0

# default reduction="mean": (4 + 9) / 2
mean_loss = nn.MSELoss()(first_guess, y)
sum_loss = nn.MSELoss(reduction="sum")(first_guess, y)  # 4 + 9

print(mean_loss.item(), sum_loss.item())
# --8<-- [end:mse]

# --8<-- [start:cross-entropy]
# (N, classes): raw scores for one example
logits = torch.tensor([[2.0, 0.5, -1.0]])
# (N,): the index of the right class
target = torch.tensor([0])

loss_fn = nn.CrossEntropyLoss()
# softmax happens inside the loss
right = loss_fn(logits, target)
# -log(probability of class 0)
by_hand = -torch.log_softmax(logits, dim=1)[0, 0]
# the mistake: softmax twice
doubled = loss_fn(torch.softmax(logits, dim=1), target)

print(f"{right.item():.4f} {by_hand.item():.4f} {doubled.item():.4f}")
# --8<-- [end:cross-entropy]

# --8<-- [start:probability-target]
# (N, classes): all the probability on class 0
certain = torch.tensor([[1.0, 0.0, 0.0]])
# (N, classes): a target that is not sure
unsure = torch.tensor([[0.7, 0.2, 0.1]])
print(
    f"{loss_fn(logits, certain).item():.4f} "
    f"{loss_fn(logits, unsure).item():.4f}"
)
# --8<-- [end:probability-target]

# --8<-- [start:picture]
import matplotlib.pyplot as plt

# (classes,): the probabilities the loss works with
once = torch.softmax(logits, dim=1)[0]
# what the mistake works with
twice = torch.softmax(torch.softmax(logits, dim=1), dim=1)[0]
classes = torch.arange(len(once))
plt.bar(
    classes - 0.2,
    once,
    width=0.4,
    label="softmax once (inside the loss)",
)
plt.bar(
    classes + 0.2, twice, width=0.4, label="softmax twice (the mistake)"
)
plt.xticks(classes, ["0 (right)", "1", "2"])
plt.xlabel("class")
plt.ylabel("probability")
plt.ylim(0, 1)
plt.legend(loc="upper right")
plt.show()
# --8<-- [end:picture]
