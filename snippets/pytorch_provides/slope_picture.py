"""Chapter 1: the slope autograd found, drawn: one more unit of scale adds scale.grad to the total."""

from snippets.pytorch_provides.three_pieces import readings, scale  # the autograd example above

# --8<-- [start:picture]
import matplotlib.pyplot as plt
import torch

with torch.no_grad():  # drawing, not training: no graph needed
    scales = torch.linspace(0, 4, 41)  # (41,): other values scale could have had
    totals = scales * readings.sum()  # (41,): the total each of them gives

here = scale.item()  # 2.0, where autograd measured
start = here * readings.sum().item()  # the total there
slope = scale.grad.item()  # what backward() found
plt.plot(scales, totals, color="black")
plt.plot(here, start, "o", color="C1")
# One unit to the right, then `slope` units up: the step autograd measured.
plt.plot([here, here + 1, here + 1], [start, start, start + slope], color="C1")
plt.text(here + 0.5, start - 1, "+1", ha="center", va="top", color="C1")
plt.text(here + 1.1, start + slope / 2, f"+{slope:g}", va="center", color="C1")
plt.xlabel("scale")
plt.ylabel("total")
plt.show()
# --8<-- [end:picture]
