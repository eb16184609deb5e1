"""The number system (6-8 NS)."""
