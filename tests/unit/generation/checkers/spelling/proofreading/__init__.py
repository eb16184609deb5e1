"""Checkers for proofreading and references."""
