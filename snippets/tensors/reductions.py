"""Chapter 2: a reduction along a dim, with and without keepdim."""

from snippets.tensors.column_vs_flat import cell  # the box helper
from snippets.tensors.indexing import readings  # (3, 4)

# --8<-- [start:sums]
# with no dim, every number is added up
print(readings.sum())  # ()
# dim=0 is summed away: one total per reading, over the sensors
per_reading = readings.sum(dim=0)  # (4,)
# dim=1 is summed away: one total per sensor, over its readings
per_sensor = readings.sum(dim=1)  # (3,)
print(per_reading)
print(per_sensor)
# keepdim=True keeps the summed dim, with size 1
print(readings.sum(dim=1, keepdim=True))  # (3, 1)
# mean, max, argmax and the others take dim the same way:
# the position where each sensor read highest
print(readings.argmax(dim=1))  # (3,)
# --8<-- [end:sums]

# --8<-- [start:picture]
import matplotlib.pyplot as plt

fig, (left, right) = plt.subplots(1, 2, figsize=(5.2, 2.0))
rows, cols = readings.shape
for i in range(rows):
    for j in range(cols):
        value = readings[i, j].item()
        # on the left coloured by column, on the right by row
        cell(left, j, i, value, f"C{j}")
        cell(right, j, i, value, f"C{i}")
for j, total in enumerate(per_reading.tolist()):
    cell(left, j, rows + 0.4, total, f"C{j}", alpha=0.8)
for i, total in enumerate(per_sensor.tolist()):
    cell(right, cols + 0.4, i, total, f"C{i}", alpha=0.8)
arrow = {"arrowstyle": "->", "color": "black"}
# down each column into its total, and along each row into its total
for j in range(cols):
    end, start = (j, rows - 0.05), (j, rows - 0.6)
    left.annotate("", end, start, arrowprops=arrow)
for i in range(rows):
    end, start = (cols - 0.05, i), (cols - 0.6, i)
    right.annotate("", end, start, arrowprops=arrow)
left.set_title("sum(dim=0): shape (4,)")
right.set_title("sum(dim=1): shape (3,)")
for ax in (left, right):
    ax.set_xlim(-0.6, cols + 1.0)
    # row 0 at the top, as a printed tensor
    ax.set_ylim(rows + 1.0, -0.6)
    ax.set_aspect("equal")
    ax.axis("off")
plt.show()
# --8<-- [end:picture]

# --8<-- [start:shares]
totals = readings.sum(dim=1, keepdim=True)  # (3, 1)
# (3, 4) / (3, 1): each row is divided by its own total
shares = readings / totals  # (3, 4)
# sensor 0's readings as shares, then every sensor's shares added
print(shares[0].round(decimals=4))
print(shares.sum(dim=1).round(decimals=4))
# --8<-- [end:shares]
