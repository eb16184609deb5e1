"""Proofreading and spelling references (L.2)."""
