"""Chapter 12: save the learned values, rebuild the architecture, load
them back."""

# chapter 8's trained line and its optimizer
from snippets.complete_loop.sensor_calibration import model, optimizer

# the device chosen in "Choosing a device", where `model` now is
from snippets.inference.devices import device

# --8<-- [start:save]
import tempfile
from pathlib import Path

import torch
from torch import nn

# names -> tensors: the learned values, not the code
state = model.state_dict()
for name, tensor in state.items():
    print(
        name,
        list(tensor.shape),
        [round(value, 4) for value in tensor.flatten().tolist()],
    )
# --8<-- [end:save]

# --8<-- [start:load]
# on the device chosen above, where `model` now is
reading = torch.tensor([[1.5]], device=device)  # (B, 1)

# a throwaway folder, deleted afterwards
with tempfile.TemporaryDirectory() as folder:
    path = Path(folder) / "sensor_weights.pt"
    torch.save(model.state_dict(), path)

    # the same architecture, freshly initialised
    restored = nn.Linear(1, 1)
    restored.load_state_dict(
        torch.load(path, weights_only=True, map_location="cpu")
    )
# loaded onto the CPU: move it to where `model` is
restored = restored.to(device)

model.eval()
restored.eval()
with torch.inference_mode():
    original = model(reading).item()
    reloaded = restored(reading).item()

print(f"original: {original:.4f}")
print(f"restored: {reloaded:.4f}")
print(
    "same parameters:",
    all(
        torch.equal(a, b)
        for a, b in zip(
            model.parameters(), restored.parameters(), strict=True
        )
    ),
)
# --8<-- [end:load]

# --8<-- [start:weights-only]
import datetime

with tempfile.TemporaryDirectory() as folder:
    path = Path(folder) / "sensor_checkpoint.pt"
    torch.save(
        {
            "model": model.state_dict(),
            "epochs": 100,
            "saved_on": datetime.date(2026, 1, 1),
        },
        path,
    )
    print(
        "not allowed by weights_only:",
        torch.serialization.get_unsafe_globals_in_checkpoint(path),
    )

    # allow this one class, for this load only
    with torch.serialization.safe_globals([datetime.date]):
        loaded = torch.load(path, weights_only=True, map_location="cpu")
print("loaded after allowing it:", sorted(loaded), loaded["saved_on"])
# --8<-- [end:weights-only]

# --8<-- [start:checkpoint]
# To resume training later, the weights are not enough: keep what the
# next step depends on.
checkpoint = {
    "model": model.state_dict(),
    # plain SGD keeps no per-parameter state, Adam would
    "optimizer": optimizer.state_dict(),
    "epoch": 100,
    # so shuffling continues the same sequence
    "rng": torch.get_rng_state(),
}
print("checkpoint keys:", list(checkpoint))
saved_optimizer = checkpoint["optimizer"]
print(
    f"optimizer state: {saved_optimizer['state']}",
    f"| lr: {saved_optimizer['param_groups'][0]['lr']}",
)
# --8<-- [end:checkpoint]
