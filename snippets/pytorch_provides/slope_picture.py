"""Chapter 1: the slope autograd found, drawn: one more unit of scale
adds scale.grad to the total."""

# the autograd example above
from snippets.pytorch_provides.three_pieces import readings, scale

# --8<-- [start:picture]
import matplotlib.pyplot as plt
import torch

# drawing, not training: no graph needed
with torch.no_grad():
    # (41,): other values scale could have had
    scales = torch.linspace(0, 4, 41)
    # (41,): the total each of them gives
    totals = scales * readings.sum()

# 2.0, where autograd measured
here = scale.item()
# the total there
start = here * readings.sum().item()
# what backward() found
slope = scale.grad.item()
plt.plot(scales, totals, color="black")
plt.plot(here, start, "o", color="C1")
# One unit to the right, then `slope`
# units up: the step autograd measured.
plt.plot(
    [here, here + 1, here + 1],
    [start, start, start + slope],
    color="C1",
)
plt.text(here + 0.5, start - 1, "+1", ha="center", va="top", color="C1")
plt.text(
    here + 1.1,
    start + slope / 2,
    f"+{slope:g}",
    va="center",
    color="C1",
)
plt.xlabel("scale")
plt.ylabel("total")
plt.show()
# --8<-- [end:picture]
