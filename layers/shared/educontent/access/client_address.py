"""Which address a request comes from, for the anonymous tier (docs/access.md).

- Called directly: API Gateway's ``requestContext.identity.sourceIp``.
- Behind CloudFront: the viewer address CloudFront puts in ``CloudFront-Viewer-Address``
  (``ip:port``; IPv6 bracketed or not), trusted only when ``X-Origin-Verify`` carries the secret
  the distribution is configured with (``ORIGIN_VERIFY_SECRET``). When that secret is set, a
  request without it did not come through CloudFront and is refused (403).
- IPv6 addresses are grouped by their /64: one subscriber usually holds a whole /64.
"""

from __future__ import annotations

import hmac
import ipaddress
from collections.abc import Mapping
from typing import Any

VIEWER_ADDRESS_HEADER = "cloudfront-viewer-address"
ORIGIN_VERIFY_HEADER = "x-origin-verify"
UNKNOWN_ADDRESS = "unknown"


class OriginNotVerified(Exception):
    """The deployment expects requests through CloudFront and this one did not carry the secret."""


def header(event: Mapping[str, Any], name: str) -> str | None:
    """A request header, case-insensitively (API Gateway keeps the caller's spelling)."""
    wanted = name.lower()
    for key, value in (event.get("headers") or {}).items():
        if key.lower() == wanted:
            return value if isinstance(value, str) else None
    return None


def parse_viewer_address(value: str) -> str | None:
    """The IP of ``ip:port`` as CloudFront sends it: ``198.51.100.1:443``, ``[2001:db8::1]:443``
    or ``2001:db8::1:443``. ``None`` when it is not an address."""
    text = value.strip()
    if text.startswith("["):
        host = text[1 : text.find("]")] if "]" in text else ""
    elif text.count(":") == 1:
        host = text.split(":", 1)[0]
    elif ":" in text:
        host = text.rsplit(":", 1)[0]  # unbracketed IPv6: the last group is the port
        if not _is_ip(host):
            host = text  # no port after all
    else:
        host = text
    return host if _is_ip(host) else None


def _is_ip(text: str) -> bool:
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True


def rate_limit_key(address: str) -> str:
    """The address the anonymous limits count against: IPv4 as is, IPv6 as its /64 network."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return UNKNOWN_ADDRESS
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


def client_address(event: Mapping[str, Any], origin_secret: str) -> str:
    """The client's address as counted by the limiter (see the module docstring for the rules)."""
    source = ((event.get("requestContext") or {}).get("identity") or {}).get("sourceIp") or ""
    if origin_secret:
        presented = header(event, ORIGIN_VERIFY_HEADER) or ""
        if not hmac.compare_digest(presented.encode(), origin_secret.encode()):
            raise OriginNotVerified
        viewer = header(event, VIEWER_ADDRESS_HEADER)
        parsed = parse_viewer_address(viewer) if viewer else None
        if parsed:
            return rate_limit_key(parsed)
    return rate_limit_key(source)
