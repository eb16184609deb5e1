"""Measurement and data (K-5 MD)."""
