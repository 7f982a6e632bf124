"""Chapter 13: without zero_grad, each backward adds to the gradients of
all earlier batches."""

# chapter 7's split
from snippets.complete_loop.sensor_calibration import x_train, y_train

# --8<-- [start:accumulate]
import copy

import torch
from torch import nn

torch.manual_seed(0)
careful = nn.Linear(1, 1)
# the same starting weights
forgetful = copy.deepcopy(careful)
careful_opt = torch.optim.SGD(careful.parameters(), lr=0.05)
forgetful_opt = torch.optim.SGD(forgetful.parameters(), lr=0.05)

# per batch, to read the run afterwards
forgetful_grads, forgetful_weights = [], []
print("batch |  cleared: grad   weight | never cleared: grad   weight")
# one epoch: 7 batches of 20
for i in range(7):
    # (20, 1) each
    xb, yb = (
        x_train[20 * i : 20 * (i + 1)],
        y_train[20 * i : 20 * (i + 1)],
    )

    careful_opt.zero_grad(set_to_none=True)
    nn.functional.mse_loss(careful(xb), yb).backward()
    careful_opt.step()

    # the mistake: no forgetful_opt.zero_grad() here
    nn.functional.mse_loss(forgetful(xb), yb).backward()
    forgetful_opt.step()

    forgetful_grads.append(forgetful.weight.grad.item())
    forgetful_weights.append(forgetful.weight.item())
    print(
        f"{i:5d} | {careful.weight.grad.item():+14.4f} "
        f"{careful.weight.item():+8.4f} | "
        f"{forgetful.weight.grad.item():+20.4f} "
        f"{forgetful.weight.item():+8.4f}"
    )
# --8<-- [end:accumulate]
