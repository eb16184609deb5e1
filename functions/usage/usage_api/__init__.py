"""The usage function's Lambda entry point."""
