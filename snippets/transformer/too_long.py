"""Chapter 11, fix the bug: the whole word "hello" as the model's
input."""

# chapter 11's data and model
from snippets.transformer.transformer_step import ids, model

# --8<-- [start:too-long]
import torch

with torch.no_grad():
    # all five characters of "hello": (B, 5)
    scores_for_hello = model(ids)
# --8<-- [end:too-long]
