"""Checkers for spelling conventions."""
