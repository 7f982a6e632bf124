"""Chapter 8, fix the bug: a loss written out by hand that backward() cannot start from."""

from snippets.complete_loop.one_step import xb, yb  # chapter 8's batch
from snippets.complete_loop.sensor_calibration import model  # chapter 8's trained model

# --8<-- [start:unreduced]
hand_loss = (model(xb) - yb) ** 2  # the mean squared error, written out by hand
hand_loss.backward()
# --8<-- [end:unreduced]
