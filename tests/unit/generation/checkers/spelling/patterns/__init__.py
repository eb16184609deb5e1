"""Checkers for spelling patterns."""
