"""Chapter 11: choose a device, move the model and the data there, and keep them together."""

from snippets.complete_loop.sensor_calibration import model, x_val, y_val  # chapter 8's trained line and data

# --8<-- [start:choose]
import torch
from torch import nn

if torch.cuda.is_available():  # an NVIDIA (or ROCm) GPU
    device = torch.device("cuda")
elif torch.backends.mps.is_available():  # Apple silicon
    device = torch.device("mps")
else:
    device = torch.device("cpu")

model = model.to(device)  # parameters and buffers move, in place: the module itself is returned
xb, yb = x_val.to(device), y_val.to(device)  # tensors move by returning a copy: keep it
with torch.inference_mode():
    predictions = model(xb)  # (40, 1), computed on `device`

print("torch", torch.__version__, "| cuda:", torch.cuda.is_available(), "| mps:", torch.backends.mps.is_available())
print("this run uses:", device)
print("model on", next(model.parameters()).device, "| inputs on", xb.device, "| outputs on", predictions.device)
# --8<-- [end:choose]

# --8<-- [start:optimizer-first]
line = nn.Linear(1, 1)
line_optimizer = torch.optim.SGD(line.parameters(), lr=0.1)  # made BEFORE the move
held = line_optimizer.param_groups[0]["params"][0]  # the weight tensor the optimizer holds

line.to(torch.float64)  # a move (of dtype): each parameter's data is converted in place
print("same weight object after .to(float64):", line.weight is held, "| it is now", held.dtype)

reading64 = torch.tensor([[1.5]], dtype=torch.float64)  # (B, 1)
before = line.weight.item()
line(reading64).pow(2).mean().backward()
line_optimizer.step()  # the optimizer steps the moved weight: it is the object it holds
print("the optimizer made before the move updated it:", line.weight.item() != before)
# --8<-- [end:optimizer-first]

# --8<-- [start:stale-cases]
# 1. A move PyTorch cannot make in place puts new Parameter objects into the module.
line.to("meta")
print("same weight object after .to('meta'):", line.weight is held)

# 2. State the optimizer already keeps does not move with the model.
adam_line = nn.Linear(1, 1)
adam = torch.optim.Adam(adam_line.parameters(), lr=0.1)
adam_line(torch.tensor([[1.5]])).pow(2).mean().backward()
adam.step()  # Adam now keeps running averages per parameter, as float32 tensors

adam_line.to(torch.float64)  # the parameters move; Adam's averages stay float32
adam.zero_grad()
adam_line(reading64).pow(2).mean().backward()
try:
    adam.step()
except RuntimeError as err:
    print(f"{type(err).__name__}: {err}")
# --8<-- [end:stale-cases]

# --8<-- [start:mismatch]
# "meta" is a device every PyTorch build has: tensors there have shapes but no values.
elsewhere = nn.Linear(1, 1).to("meta")
try:
    elsewhere(xb)  # the model lives on meta, the inputs on `device`
except RuntimeError as err:
    print(f"{type(err).__name__}: {err}")
# --8<-- [end:mismatch]
