"""Counting and cardinality (K.CC)."""
