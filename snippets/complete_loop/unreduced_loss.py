"""Chapter 8, fix the bug: a loss written out by hand that backward()
cannot start from."""

# chapter 8's batch
from snippets.complete_loop.one_step import xb, yb

# chapter 8's trained model
from snippets.complete_loop.sensor_calibration import model

# --8<-- [start:unreduced]
# the mean squared error, written out by hand
hand_loss = (model(xb) - yb) ** 2
hand_loss.backward()
# --8<-- [end:unreduced]
