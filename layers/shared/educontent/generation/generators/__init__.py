"""Generator modules; each registers its generators with ``registry.generator``."""
