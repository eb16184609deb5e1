"""Life science generators."""
