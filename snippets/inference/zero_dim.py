"""Chapter 12: a 0-dim CPU tensor may join another device's tensor."""

# --8<-- [start:zero-dim]
import torch

on_meta = torch.ones(3, device="meta")  # (3,), on the "meta" device
# A 0-dim CPU tensor is taken like a plain Python number
print((on_meta + torch.tensor(2.0)).device)
# --8<-- [end:zero-dim]

# --8<-- [start:one-dim]
# A (3,) tensor on the CPU may not
on_meta + torch.tensor([2.0, 2.0, 2.0])
# --8<-- [end:one-dim]
