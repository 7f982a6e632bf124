"""Chapter 15: dropout inside the model, weight decay, momentum, a
learning-rate schedule, and early stopping on the validation loss."""

from snippets.images.convolution import digit_features, evaluate
from snippets.images.convolution import train_epoch
from snippets.images.digit_files import batch, test_loader, val_loader

# --8<-- [start:dropout]
import torch
from torch import nn


def digit_network() -> nn.Sequential:
    """The network above, with dropout before its last layer."""
    return nn.Sequential(
        digit_features(),  # (B, 64)
        # in training, zero each feature with probability 0.3
        nn.Dropout(p=0.3),
        nn.Linear(64, 10),  # (B, 10)
    )


torch.manual_seed(15)
network = digit_network()
features = network[0](batch[:1])  # (1, 64): one image's features
dropout = network[1]

network.train()
dropped = dropout(features)
# ReLU and max-pool had already left some features at 0
already_zero = (features == 0).sum().item()
print("train(): already zero:", already_zero, "of 64")
# the ones dropout zeroed: not 0 before it, 0 after it
by_dropout = ((dropped == 0) & (features != 0)).sum().item()
print("train(): zeroed by dropout:", by_dropout)
kept = dropped != 0
# the survivors come out scaled by 1 / (1 - 0.3)
scaled = torch.allclose(dropped[kept] * 0.7, features[kept])
print("train(): the rest scaled by 1/0.7:", scaled)
same = torch.equal(network(batch[:1]), network(batch[:1]))
print("train(): two calls agree:", same)

network.eval()
unchanged = torch.equal(dropout(features), features)
print("eval():  features unchanged:", unchanged)
same = torch.equal(network(batch[:1]), network(batch[:1]))
print("eval():  two calls agree:", same)
# --8<-- [end:dropout]

# --8<-- [start:optimizer]
torch.manual_seed(15)
network = digit_network()
optimizer = torch.optim.SGD(
    network.parameters(),
    lr=0.1,
    # keep 90% of the last step's direction, add the new gradient
    momentum=0.9,
    # pull every weight a little towards zero, every step
    weight_decay=1e-3,
)
# halve the learning rate every 4 epochs
scheduler = torch.optim.lr_scheduler.StepLR(
    optimizer, step_size=4, gamma=0.5
)
group = optimizer.param_groups[0]  # the settings SGD will use
print({k: group[k] for k in ("lr", "momentum", "weight_decay")})
# --8<-- [end:optimizer]

# --8<-- [start:early-stopping]
import copy

best_loss, best_epoch, patience = float("inf"), 0, 3
learning_rates, val_losses = [], []
torch.manual_seed(15)  # the shuffles and the dropout masks
for epoch in range(1, 31):
    learning_rates.append(scheduler.get_last_lr()[0])
    train_epoch(network, optimizer)
    scheduler.step()  # once per epoch, after its steps
    val_loss, right, _ = evaluate(network, val_loader)
    val_losses.append(val_loss)
    if val_loss < best_loss:
        best_loss, best_epoch = val_loss, epoch
        # a copy: state_dict() shares the live weights
        best_state = copy.deepcopy(network.state_dict())
    print(
        f"epoch {epoch:>2}: lr {learning_rates[-1]:.4f}, "
        f"validation loss {val_loss:.3f}, {right}/300 right"
        + (" *" if best_epoch == epoch else "")
    )
    if epoch - best_epoch == patience:
        print(f"no better for {patience} epochs: stop")
        break

network.load_state_dict(best_state)  # the best epoch's weights
print(f"kept epoch {best_epoch}, validation loss {best_loss:.3f}")
# --8<-- [end:early-stopping]

# --8<-- [start:schedule]
import matplotlib.pyplot as plt

epochs = range(1, len(learning_rates) + 1)
fig, (top, bottom) = plt.subplots(2, 1, sharex=True)
top.step(epochs, learning_rates, where="mid", color="black")
top.set(ylabel="learning rate")
bottom.plot(epochs, val_losses, marker="o", label="validation loss")
bottom.axvline(
    best_epoch,
    color="C1",
    linestyle="--",
    label=f"kept: epoch {best_epoch}",
)
bottom.set(xlabel="epoch", ylabel="loss")
bottom.legend()
plt.show()
# --8<-- [end:schedule]

# --8<-- [start:test]
test_loss, right, _ = evaluate(network, test_loader)
print(
    f"test: {right}/300 right = {right / 300:.1%}, loss {test_loss:.3f}"
)
# --8<-- [end:test]
