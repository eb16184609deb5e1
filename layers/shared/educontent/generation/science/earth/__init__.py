"""Earth and space science generators."""
