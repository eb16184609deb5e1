"""Number and operations: fractions (3-5 NF)."""
