"""Chapter 12: choose a device, move the model and the data there, and
keep them together."""

# chapter 8's trained line and data
from snippets.complete_loop.sensor_calibration import (
    model,
    x_val,
    y_val,
)

# --8<-- [start:choose]
import torch
from torch import nn

if torch.cuda.is_available():
    # an NVIDIA (or ROCm) GPU
    device = torch.device("cuda")
elif torch.backends.mps.is_available():
    # Apple silicon
    device = torch.device("mps")
else:
    device = torch.device("cpu")

# the module's parameters and buffers
# move; the module itself is returned
model = model.to(device)
# a tensor's .to returns the moved tensor: keep it
xb, yb = x_val.to(device), y_val.to(device)
with torch.inference_mode():
    # (40, 1), computed on `device`
    predictions = model(xb)

print(
    f"torch {torch.__version__}",
    f"| cuda: {torch.cuda.is_available()}",
    f"| mps: {torch.backends.mps.is_available()}",
)
print("this run uses:", device)
print(
    f"model on {next(model.parameters()).device}",
    f"| inputs on {xb.device}",
    f"| outputs on {predictions.device}",
)
# --8<-- [end:choose]

# --8<-- [start:tensor-to]
# (B, 1), float32, on the CPU
readings = torch.tensor([[1.5], [2.0]])
# nothing to change
unchanged = readings.to(readings.dtype)
# a real change
converted = readings.to(torch.float64)
print(
    "nothing to change, .to returned the tensor itself:",
    unchanged is readings,
)
print(
    f"a change returned a new tensor: {converted is not readings}",
    f"| the original is still {readings.dtype}",
)
print(
    "already on the CPU, .to('cpu') returned the tensor itself:",
    readings.to("cpu") is readings,
)
# --8<-- [end:tensor-to]

# --8<-- [start:optimizer-first]
line = nn.Linear(1, 1)
# made BEFORE the move
line_optimizer = torch.optim.SGD(line.parameters(), lr=0.1)
# the weight Parameter the optimizer holds
held = line_optimizer.param_groups[0]["params"][0]
# the weight's numbers before the move: float32
old_data = line.weight.data
# where in memory they are
old_address = line.weight.data_ptr()

# a move (of dtype): each Parameter gets new, converted data
line.to(torch.float64)
print(
    f"same Parameter object: {line.weight is held}",
    f"| its dtype now: {line.weight.dtype}",
)
print(
    f"same memory as before: {line.weight.data_ptr() == old_address}",
    f"| old data is still {old_data.dtype}",
)

reading64 = torch.tensor([[1.5]], dtype=torch.float64)  # (B, 1)
before = line.weight.item()
line(reading64).pow(2).mean().backward()
# the optimizer steps the moved weight: it is the object it holds
line_optimizer.step()
print(
    "the optimizer made before the move updated it:",
    line.weight.item() != before,
)
print("the old data followed:", old_data.item() == line.weight.item())
# --8<-- [end:optimizer-first]

# --8<-- [start:meta-move]
# To "meta" the new data cannot be put inside the old Parameter: the
# module gets new ones.
line.to("meta")
print("same Parameter object after .to('meta'):", line.weight is held)
# --8<-- [end:meta-move]
