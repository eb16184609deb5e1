"""Physical science generators."""
