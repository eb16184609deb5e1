"""Laptop-only builders of the reading word data (never imported by generation code or the layer)."""
