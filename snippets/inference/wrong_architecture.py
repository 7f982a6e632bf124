"""Chapter 12: load_state_dict refuses a state dict made for another
architecture."""

# --8<-- [start:wrong-architecture]
from torch import nn

# chapter 9's architecture
network = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
nn.Linear(1, 1).load_state_dict(network.state_dict())
# --8<-- [end:wrong-architecture]
