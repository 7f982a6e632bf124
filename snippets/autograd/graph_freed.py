"""Chapter 4: a graph that backward() has walked once has freed what it saved; a second walk fails."""

from snippets.autograd.backward_by_hand import loss  # chapter 3's loss, walked once already

# --8<-- [start:twice]
loss.backward()  # chapter 3's loss again: walked once already, at the top of the page
# --8<-- [end:twice]
