"""The story and article engine's world model: a story or an article drawn from the ``story-world`` and
``article-world`` banks, rendered as a ``Passage`` in its grade band's sentence frames. Questions are
derived from the drawn world (never from the rendered text), so every answer is true by construction."""
