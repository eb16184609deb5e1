"""Helpers shared by checkers (text parsing, exact arithmetic); never generator code."""
