"""The admin command (``make admin ARGS="..."``): review key requests and manage keys.

Laptop and operator code, not shipped in the layer.
"""
