"""The service function's Lambda entry point."""
