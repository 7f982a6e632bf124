"""Every PyTorch example the guide shows, one module per idea, grouped per chapter.

Run any of them alone from the repository root, for example::

    python -m snippets.prediction_and_loss.first_loss
"""
