"""Chapter 9: a hidden layer with a nonlinearity, counted and
checked."""

# where this chapter starts: chapter 7's readings
from snippets.complete_loop.sensor_calibration import x_train

# --8<-- [start:sequential]
import torch
from torch import nn

torch.manual_seed(9)
network = nn.Sequential(
    # one reading -> 16 hidden features
    nn.Linear(1, 16),
    # bend each feature: this is what makes curves possible
    nn.Tanh(),
    # 16 features -> one prediction
    nn.Linear(16, 1),
)

xb = x_train[:20]  # (B, 1)
# (B, 1): same batch, one prediction per reading
print(network(xb).shape)
# --8<-- [end:sequential]

# --8<-- [start:count]
for name, param in network.named_parameters():
    print(f"{name:<9}{str(list(param.shape)):<9}{param.numel():>3}")

n_params = sum(p.numel() for p in network.parameters())
print("total:", n_params)
# --8<-- [end:count]


# --8<-- [start:saved]
# every tensor autograd keeps for the backward pass,
# in the order it keeps them
saved = []


# autograd calls this each time it saves a tensor
def keep(tensor: torch.Tensor) -> torch.Tensor:
    saved.append(tensor)
    return tensor


with torch.autograd.graph.saved_tensors_hooks(
    keep, lambda tensor: tensor
):
    # (B, 16): the activations
    hidden = network[1](network[0](xb))
    # (B, 1): what network(xb) computes
    prediction = network[2](hidden)

print("tensors saved for backward:", len(saved))
for tensor in saved:
    if tensor is xb:
        what = "the input batch"
    elif tensor is hidden:
        what = "the activations"
    else:
        what = (
            "2.weight, transposed"
            if torch.equal(tensor, network[2].weight.T)
            else "?"
        )
    print(f"  {str(list(tensor.shape)):<9}{what}")

recorded = len(saved)
with (
    torch.no_grad(),
    torch.autograd.graph.saved_tensors_hooks(
        keep, lambda tensor: tensor
    ),
):
    # the same forward pass, not recorded
    network(xb)
print(
    "saved by the same pass under torch.no_grad():",
    len(saved) - recorded,
)
# --8<-- [end:saved]

# --8<-- [start:collapse]
# two layers, no activation
stacked = nn.Sequential(nn.Linear(1, 16), nn.Linear(16, 1))
first, second = stacked[0], stacked[1]

# Algebra: W2 (W1 x + b1) + b2 = (W2 W1) x + (W2 b1 + b2), a single
# affine map.
# (1, 16) @ (16, 1) -> (1, 1)
weight = second.weight @ first.weight
bias = second.weight @ first.bias + second.bias  # (1,)

with torch.no_grad():
    # float32 rounding, no more
    gap = (stacked(xb) - (xb @ weight.T + bias)).abs().max().item()
print(f"stacked = {weight.item():.4f}·x {bias.item():+.4f}")
print("the stack and the single line agree to within 1e-6:", gap < 1e-6)

# A line has one slope everywhere. Measure each model's slope on two
# stretches of x.
ends = torch.tensor([[-2.0], [-1.0], [1.0], [2.0]])  # (4, 1)
with torch.no_grad():
    for name, m in [("stacked", stacked), ("network", network)]:
        out = m(ends).squeeze(1)  # (4,)
        print(
            f"{name}: slope on [-2, -1] {out[1] - out[0]:+.4f}, "
            f"on [1, 2] {out[3] - out[2]:+.4f}"
        )
# --8<-- [end:collapse]


# --8<-- [start:custom]
class Calibrator(nn.Module):
    """The same architecture as `network`, with the forward pass written
    out."""

    def __init__(self, hidden: int = 16) -> None:
        super().__init__()
        # assigning a module registers its parameters
        self.hidden = nn.Linear(1, hidden)
        self.output = nn.Linear(hidden, 1)

    def forward(self, inputs: torch.Tensor) -> torch.Tensor:
        # (B, 16) activations: computed, not learned
        features = torch.tanh(self.hidden(inputs))
        return self.output(features)  # (B, 1)


custom_model = Calibrator()
print(custom_model(xb).shape)
print("parameters:", sum(p.numel() for p in custom_model.parameters()))
# --8<-- [end:custom]

# --8<-- [start:layer-list-fixed]
from itertools import pairwise


class Deeper(nn.Module):
    """Three hidden layers of 16, each followed by tanh."""

    def __init__(self, depth: int = 3, width: int = 16) -> None:
        super().__init__()
        # [1, 16, 16, 16, 1]
        sizes = [1] + [width] * depth + [1]
        # registered
        self.layers = nn.ModuleList(
            nn.Linear(n_in, n_out) for n_in, n_out in pairwise(sizes)
        )

    def forward(self, inputs: torch.Tensor) -> torch.Tensor:
        for layer in self.layers[:-1]:
            inputs = torch.tanh(layer(inputs))  # (B, 16)
        return self.layers[-1](inputs)  # (B, 1)


deeper = Deeper()
# the forward pass works, as before
print(deeper(xb).shape)
# and now the optimizer gets the weights
optimizer = torch.optim.SGD(deeper.parameters(), lr=0.05)
print("parameter tensors:", len(optimizer.param_groups[0]["params"]))
print("parameters:", sum(p.numel() for p in deeper.parameters()))
# --8<-- [end:layer-list-fixed]
