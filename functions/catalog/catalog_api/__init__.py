"""The catalog function's Lambda entry point."""
