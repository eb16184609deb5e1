"""The keys function's Lambda entry point."""
