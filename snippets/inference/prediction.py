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

# --8<-- [start:eval-changes]
model.train()
with torch.inference_mode():
    in_train_mode = model(reading).item()
model.eval()
with torch.inference_mode():
    in_eval_mode = model(reading).item()

print("same prediction in both modes:", in_train_mode == in_eval_mode)
# --8<-- [end:eval-changes]
