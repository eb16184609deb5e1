"""Answer checking: reading a learner's response to an item and saying what it shows."""
