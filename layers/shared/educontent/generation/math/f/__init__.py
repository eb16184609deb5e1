"""Functions (8 F)."""
