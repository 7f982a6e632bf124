"""Chapter 12: a prediction from the trained sensor model, with both
switches set."""

# where this chapter starts: chapter 8's trained line
from snippets.complete_loop.sensor_calibration import model

# --8<-- [start:predict]
import torch

# evaluation behaviour
model.eval()
# and no gradient bookkeeping
with torch.inference_mode():
    # (B, 1): one raw reading
    reading = torch.tensor([[1.5]])
    prediction = model(reading)  # (B, 1)

print("prediction for x=1.5:", round(prediction.item(), 4))
# --8<-- [end:predict]
