"""Chapter 14, exercise: a validation loader copied from training."""

from snippets.own_data.batch_picture import loss_fn, model  # trained
from snippets.own_data.batch_picture import whole_loss
from snippets.own_data.evaluate import DataLoader, evaluate, val_set

# --8<-- [start:copied-loader]
# the validation loader, made by copying a training loader's line
val_loader_copy = DataLoader(
    val_set, batch_size=8, shuffle=True, drop_last=True
)
for _ in range(2):
    loss, accuracy = evaluate(model, val_loader_copy, loss_fn)
    print(f"evaluate: {loss:.4f}, accuracy {accuracy:.4f}")
print(f"the whole split: {whole_loss:.4f}")
# --8<-- [end:copied-loader]

# --8<-- [start:copied-loader-fixed]
# evaluation: no shuffle, and no example left out
val_loader_fixed = DataLoader(val_set, batch_size=8)
loss, accuracy = evaluate(model, val_loader_fixed, loss_fn)
print(f"evaluate: {loss:.4f}, accuracy {accuracy:.4f}")
print(f"the whole split: {whole_loss:.4f}")
# --8<-- [end:copied-loader-fixed]
