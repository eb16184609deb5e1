"""Every kind of error the service reports, and the exceptions domain code raises.

Domain code (catalog, generation, access, storage) raises ``DomainError`` subclasses; the HTTP layer
turns them into RFC 9457 problem responses in one place (``educontent.http.app``). A kind's slug,
status and title are stated here once, so the problem bodies, the OpenAPI document and the docs agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from pydantic import BaseModel, Field

MAX_ECHO_CHARS = 100
"""A caller's text is quoted back in problems up to this many characters, never whole."""


def clip(value: str) -> str:
    """``value`` cut to ``MAX_ECHO_CHARS`` characters (with an ellipsis) for quoting in a problem."""
    return value if len(value) <= MAX_ECHO_CHARS else value[: MAX_ECHO_CHARS - 1] + "…"


@dataclass(frozen=True)
class _Kind:
    slug: str
    status: int
    title: str


class ProblemKind(Enum):
    """Problem kinds: the last segment of `type`, the HTTP status and the fixed title."""

    BAD_REQUEST = _Kind("bad-request", 400, "Bad Request")
    UNAUTHORIZED = _Kind("unauthorized", 401, "API Key Required")
    FORBIDDEN = _Kind("forbidden", 403, "Forbidden")
    NOT_FOUND = _Kind("not-found", 404, "Not Found")
    METHOD_NOT_ALLOWED = _Kind("method-not-allowed", 405, "Method Not Allowed")
    PAYLOAD_TOO_LARGE = _Kind("payload-too-large", 413, "Payload Too Large")
    UNSUPPORTED_MEDIA_TYPE = _Kind("unsupported-media-type", 415, "Unsupported Media Type")
    UNPROCESSABLE = _Kind("validation-failed", 422, "Unprocessable Content")
    RATE_LIMITED = _Kind("rate-limited", 429, "Rate Limit Exceeded")
    GENERATION_FAILED = _Kind("generation-failed", 500, "Generation Failed")
    INTERNAL = _Kind("internal", 500, "Internal Server Error")
    SERVICE_UNAVAILABLE = _Kind("service-unavailable", 503, "Service Unavailable")

    @property
    def slug(self) -> str:
        return self.value.slug

    @property
    def status(self) -> int:
        return self.value.status

    @property
    def title(self) -> str:
        return self.value.title


class FieldError(BaseModel):
    """One failed field of a request that did not validate."""

    field: str = Field(description="Dotted location of the field, e.g. `query.pageSize` or `body.email`.")
    message: str
    value: Any = Field(
        default=None,
        description=f"The value sent (text cut to {MAX_ECHO_CHARS} characters; never the value of a "
        "key, secret or unknown parameter).",
    )


class DomainError(Exception):
    """An error the caller should see (as a problem response, over HTTP)."""

    kind: ProblemKind = ProblemKind.INTERNAL

    def __init__(
        self,
        detail: str,
        *,
        errors: list[FieldError] | None = None,
        headers: dict[str, str] | None = None,
        retry_after: int | None = None,
    ) -> None:
        super().__init__(detail)
        self.detail = detail
        self.errors = errors
        self.headers = headers or {}
        self.retry_after = retry_after


class BadRequest(DomainError):
    kind = ProblemKind.BAD_REQUEST


class Unauthorized(DomainError):
    kind = ProblemKind.UNAUTHORIZED


class Forbidden(DomainError):
    kind = ProblemKind.FORBIDDEN


class RateLimited(DomainError):
    kind = ProblemKind.RATE_LIMITED


class ServiceUnavailable(DomainError):
    kind = ProblemKind.SERVICE_UNAVAILABLE


class NotFound(DomainError):
    kind = ProblemKind.NOT_FOUND


class MethodNotAllowed(DomainError):
    kind = ProblemKind.METHOD_NOT_ALLOWED


class Unprocessable(DomainError):
    """A well-formed request whose values fail validation (an unknown filter value, say)."""

    kind = ProblemKind.UNPROCESSABLE


class PayloadTooLarge(DomainError):
    kind = ProblemKind.PAYLOAD_TOO_LARGE


class GenerationFailed(DomainError):
    kind = ProblemKind.GENERATION_FAILED


RETRY_AFTER_SECONDS = 5
"""``Retry-After`` of a 503 caused by DynamoDB: the time a process skips it after a failure
(``storage.dynamodb.OUTAGE_SECONDS``)."""


class StoreUnavailable(Exception):
    """DynamoDB did not answer in time, refused the connection, or kept throttling after one retry."""
