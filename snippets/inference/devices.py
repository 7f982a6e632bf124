"""Chapter 11: choose a device, move the model and the data there, and keep them together."""

# --8<-- [start:choose]
import torch
from torch import nn

from snippets.complete_loop.sensor_calibration import model, x_val, y_val  # chapter 8

if torch.cuda.is_available():  # an NVIDIA (or ROCm) GPU
    device = torch.device("cuda")
elif torch.backends.mps.is_available():  # Apple silicon
    device = torch.device("mps")
else:
    device = torch.device("cpu")

model = model.to(device)  # parameters and buffers move; do this before making an optimizer
xb, yb = x_val.to(device), y_val.to(device)  # tensors move by returning a copy: keep it
with torch.inference_mode():
    predictions = model(xb)  # (40, 1), computed on `device`

print("torch", torch.__version__, "| cuda:", torch.cuda.is_available(), "| mps:", torch.backends.mps.is_available())
print("this run uses:", device)
print("model on", next(model.parameters()).device, "| inputs on", xb.device, "| outputs on", predictions.device)
# --8<-- [end:choose]

# --8<-- [start:mismatch]
# "meta" is a device every PyTorch build has: tensors there have shapes but no values.
elsewhere = nn.Linear(1, 1).to("meta")
try:
    elsewhere(xb)  # the model lives on meta, the inputs on `device`
except RuntimeError as err:
    print(f"{type(err).__name__}: {err}")
# --8<-- [end:mismatch]
