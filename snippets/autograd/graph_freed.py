"""Chapter 4: a graph that backward() has walked once has freed what it
saved; a second walk fails."""

# chapter 3's loss, walked once already
from snippets.autograd.backward_by_hand import loss

# --8<-- [start:twice]
# chapter 3's loss again: walked once already, at the top of the page
loss.backward()
# --8<-- [end:twice]
