"""Engineering design generators."""
