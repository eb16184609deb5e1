"""RFC 9457 problem details: the body every error response carries.

The error kinds and the exceptions domain code raises live in ``educontent.core.errors``; this
module renders them.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from educontent.core.errors import FieldError, ProblemKind

PROBLEM_CONTENT_TYPE = "application/problem+json"


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
