"""Chapter 11: a prediction from the trained sensor model, with both switches set."""

# --8<-- [start:predict]
import torch

from snippets.complete_loop.sensor_calibration import model  # chapter 8: trained for 100 epochs

model.eval()  # evaluation behaviour
with torch.inference_mode():  # and no gradient bookkeeping
    reading = torch.tensor([[1.5]])  # (B, 1): one raw reading
    prediction = model(reading)  # (B, 1)

print("prediction for x=1.5:", round(prediction.item(), 4))
# --8<-- [end:predict]
