"""Every kind of error the API answers with, as RFC 9457 problem details.

One place per fact: the kinds, their status codes and titles live here and nowhere else.
Domain code raises ``ApiProblem`` subclasses; the resolver turns them into responses.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

PROBLEM_CONTENT_TYPE = "application/problem+json"
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


class Problem(BaseModel):
    """RFC 9457 problem details body."""

    model_config = ConfigDict(populate_by_name=True)

    type: str = Field(description="`{base_url}/errors/<kind>`")
    title: str
    status: int
    detail: str
    instance: str | None = Field(default=None, description="The request path.")
    errors: list[FieldError] | None = Field(default=None, description="The failed fields (400 and 422 only).")
    retry_after: int | None = Field(
        default=None, alias="retryAfter", description="Seconds to wait (429 only)."
    )


class ApiProblem(Exception):
    """An error the caller should see as a problem response."""

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


class BadRequest(ApiProblem):
    kind = ProblemKind.BAD_REQUEST


class Unauthorized(ApiProblem):
    kind = ProblemKind.UNAUTHORIZED


class Forbidden(ApiProblem):
    kind = ProblemKind.FORBIDDEN


class RateLimited(ApiProblem):
    kind = ProblemKind.RATE_LIMITED


class ServiceUnavailable(ApiProblem):
    kind = ProblemKind.SERVICE_UNAVAILABLE


class NotFound(ApiProblem):
    kind = ProblemKind.NOT_FOUND


class MethodNotAllowed(ApiProblem):
    kind = ProblemKind.METHOD_NOT_ALLOWED


class Unprocessable(ApiProblem):
    """A well-formed request whose values fail validation (an unknown filter value, say)."""

    kind = ProblemKind.UNPROCESSABLE


class PayloadTooLarge(ApiProblem):
    kind = ProblemKind.PAYLOAD_TOO_LARGE


class GenerationFailed(ApiProblem):
    kind = ProblemKind.GENERATION_FAILED


def problem_body(
    kind: ProblemKind,
    detail: str,
    *,
    base_url: str,
    instance: str | None,
    errors: list[FieldError] | None = None,
    retry_after: int | None = None,
) -> dict[str, Any]:
    """The JSON body of a problem response (fields that do not apply are left out)."""
    problem = Problem(
        type=f"{base_url}/errors/{kind.slug}",
        title=kind.title,
        status=kind.status,
        detail=detail,
        instance=instance,
        errors=errors,
        retryAfter=retry_after,
    )
    body = problem.model_dump(mode="json", by_alias=True, exclude_none=True)
    if errors is not None:  # each error keeps its `value`, even when null
        body["errors"] = [error.model_dump(mode="json") for error in errors]
    return body
