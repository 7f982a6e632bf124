"""Chapter 12: a prediction from the trained sensor model, with both switches set."""

from snippets.complete_loop.sensor_calibration import model  # where this chapter starts: chapter 8's trained line

# --8<-- [start:predict]
import torch

model.eval()  # evaluation behaviour
with torch.inference_mode():  # and no gradient bookkeeping
    reading = torch.tensor([[1.5]])  # (B, 1): one raw reading
    prediction = model(reading)  # (B, 1)

print("prediction for x=1.5:", round(prediction.item(), 4))
# --8<-- [end:predict]
