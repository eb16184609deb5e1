"""The generation function's Lambda entry point."""
