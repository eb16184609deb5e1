"""K-8 educational content API: the shared layer's package.

Folders, one concern each: ``catalog`` (the curriculum data and its index), ``http`` (envelope,
problems, resolver wiring), ``routes`` (the Powertools routers of each endpoint family) and
``local`` (the laptop runtime, not shipped in the layer).
"""

__version__ = "1.0.0"
