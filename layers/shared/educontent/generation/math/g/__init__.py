"""Geometry (K-8 G)."""
