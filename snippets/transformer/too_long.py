"""Chapter 11, fix the bug: the whole word "hello" as the model's input."""

from snippets.transformer.transformer_step import ids, model  # chapter 11's data and model

# --8<-- [start:too-long]
import torch

with torch.no_grad():
    scores_for_hello = model(ids)  # all five characters of "hello": (B, 5)
# --8<-- [end:too-long]
