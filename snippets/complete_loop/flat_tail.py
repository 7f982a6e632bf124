"""Chapter 8: after epoch 5 the validation error only wobbles."""

# (train MSE, validation MSE) after each epoch
from snippets.complete_loop.sensor_calibration import history

# --8<-- [start:tail]
from itertools import pairwise

# The validation MSE after epoch 5 and after every later epoch
late = [val for _, val in history[4:]]
changes = [after - before for before, after in pairwise(late)]

print(f"after epoch 5: {late[0]:.4f}, lowest after it: {min(late):.4f}")
rise = max(changes)
print(f"largest rise from one epoch to the next: {rise:.5f}")
print("ever back above epoch 5's value:", max(late[1:]) > late[0])
# --8<-- [end:tail]
