"""Chapter 12 exercise: does state_dict() keep the weights as they
were?"""

from snippets.complete_loop.sensor_calibration import x_train, y_train

# --8<-- [start:kept]
import copy

import torch
from torch import nn

kept_line = nn.Linear(1, 1)
kept_sgd = torch.optim.SGD(kept_line.parameters(), lr=0.1)
# "the best weights so far", kept two ways
best = kept_line.state_dict()
best_copy = copy.deepcopy(kept_line.state_dict())
weight_then = kept_line.weight.item()

# one more training step
kept_sgd.zero_grad()
kept_loss = nn.functional.mse_loss(kept_line(x_train), y_train)
kept_loss.backward()
kept_sgd.step()

print("best, as kept:     ", best["weight"].item() == weight_then)
print("best_copy, as kept:", best_copy["weight"].item() == weight_then)
# --8<-- [end:kept]
