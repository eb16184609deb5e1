"""Number and operations in base ten (K-5 NBT)."""
