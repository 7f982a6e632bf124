"""Chapter 14: the test split, measured once with the same function."""

from snippets.own_data.raw_features import evaluate, loss_fn  # ch. 14
from snippets.own_data.evaluate import model  # trained
from snippets.own_data.loaders import test_loader, test_set  # the split

# --8<-- [start:test]
# once, after every choice is made
test_loss, test_acc = evaluate(model, test_loader, loss_fn)
right = round(test_acc * len(test_set))  # correct answers
print(f"test: loss {test_loss:.4f}, accuracy {test_acc:.4f}")
print(f"{right} of {len(test_set)} test wines sorted right")
# --8<-- [end:test]
