"""Statistics and probability (6-8 SP)."""
