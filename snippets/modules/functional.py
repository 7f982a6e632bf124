"""Chapter 6: torch.nn.functional computes what the modules compute,
with the parameters handed in."""

from snippets.modules.linear_layer import model  # nn.Linear(1, 1)
from snippets.tensors.two_measurements import x, y  # (2, 1) each

# --8<-- [start:same-numbers]
import torch
import torch.nn.functional as F
from torch import nn

# the layer's computation, with its weight and bias passed in
by_function = F.linear(x, model.weight, model.bias)  # (2, 1)
print(torch.equal(model(x), by_function))
# the loss module and the loss function
loss_module = nn.MSELoss()(model(x), y)
print(torch.equal(loss_module, F.mse_loss(model(x), y)))
# an activation, as a module and as a function
print(torch.equal(nn.ReLU()(x - 1.5), F.relu(x - 1.5)))
# what each module holds
print(len(list(model.parameters())), "parameter tensors in nn.Linear")
print(len(list(nn.ReLU().parameters())), "in nn.ReLU")
# --8<-- [end:same-numbers]


# --8<-- [start:mixed]
class RectifiedLine(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        # it holds a weight and a bias, so it is a module
        self.line = nn.Linear(1, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        # relu holds nothing, so a function is enough
        return F.relu(self.line(x))  # (N, 1)


print([name for name, _ in RectifiedLine().named_parameters()])
# --8<-- [end:mixed]
