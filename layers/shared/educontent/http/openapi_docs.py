"""What the OpenAPI document says beyond what the routers declare: one table, one place.

For each operation: a stable, readable ``operationId`` and a description for people. The routers
declare paths, parameters, bodies, response models and summaries; ``educontent.http.openapi``
merges this table in, adds the documented headers, and a test fails when an operation has no entry.
"""

from __future__ import annotations

from dataclasses import dataclass

V1 = "/api/v1"


@dataclass(frozen=True)
class OperationDoc:
    operation_id: str
    description: str


_CATALOG_LIST = (
    "Filters combine; a filter that names a grade, subject or topic that does not exist is a 422, "
    "not an empty list. Pages start at 1; a page past the end is empty."
)

OPERATIONS: dict[tuple[str, str], OperationDoc] = {
    ("get", f"{V1}/grades"): OperationDoc(
        "listGrades", "Every grade the catalog covers, kindergarten to grade 8, with its subjects."
    ),
    ("get", f"{V1}/grades/{{slug}}"): OperationDoc(
        "getGrade",
        "One grade by slug (`kindergarten`, `grade-3`) or number (`0`-`8`), with its subjects and how "
        "many skills each has there.",
    ),
    ("get", f"{V1}/subjects"): OperationDoc(
        "listSubjects", "The five subjects (math, reading, vocabulary, spelling, science)."
    ),
    ("get", f"{V1}/subjects/{{slug}}"): OperationDoc(
        "getSubject", "One subject and its topics, optionally only those taught in one grade."
    ),
    ("get", f"{V1}/topics"): OperationDoc("listTopics", f"Topics, by subject and grade. {_CATALOG_LIST}"),
    ("get", f"{V1}/topics/{{slug}}"): OperationDoc(
        "getTopic", "One topic and its skills, optionally only those of one grade."
    ),
    ("get", f"{V1}/skills"): OperationDoc(
        "listSkills",
        f"Skills, the unit of generation: each names its grade, topic, standards and content types. "
        f"{_CATALOG_LIST}",
    ),
    ("get", f"{V1}/skills/{{slug}}"): OperationDoc(
        "getSkill", "One skill with its standards, content types and difficulty range."
    ),
    ("get", f"{V1}/standards"): OperationDoc(
        "listStandards",
        "Standard codes of CCSS-MATH, CCSS-ELA and NGSS that the catalog aligns to, with our own short "
        f"descriptions. The framework name is accepted in any case. {_CATALOG_LIST}",
    ),
    ("get", f"{V1}/standards/{{code}}"): OperationDoc(
        "getStandard", "One standard by its code (for example `3.OA.C.7`), with the skills aligned to it."
    ),
    ("post", f"{V1}/generate"): OperationDoc(
        "generateItems",
        "A batch of practice items and its answer key. Choose what to practise with exactly one of "
        "`skill`, `skills`, `standard`, `standards` or `subject`. With a `seed`, the same request "
        "always gives the same items; without one, `meta.seed` replays the batch.",
    ),
    ("post", f"{V1}/generate/single"): OperationDoc(
        "generateItem", "One practice item and its answer for a skill."
    ),
    ("post", f"{V1}/problems"): OperationDoc(
        "postProblems", "The same as `POST /generate`, under the path older clients use."
    ),
    ("post", f"{V1}/problems/single"): OperationDoc(
        "postProblem", "The same as `POST /generate/single`, under the path older clients use."
    ),
    ("get", f"{V1}/problems"): OperationDoc(
        "getProblems",
        "The query form of `POST /generate`. Seeded responses are cacheable for a day "
        "(`Cache-Control: public, max-age=3600, s-maxage=86400`, `X-Seed`) and cached at the CDN; "
        "unseeded ones are `no-store` and `meta.seed` replays them.",
    ),
    ("get", f"{V1}/problems/single"): OperationDoc(
        "getProblem", "The query form of `POST /generate/single`; cacheable when seeded."
    ),
    ("get", f"{V1}/worksheets"): OperationDoc(
        "getWorksheet",
        "A printable worksheet of exactly the items `GET /problems` gives for the same parameters and "
        "seed: numbered questions with answer space, name and date lines, and the answer key on its own "
        "page (`answerKey=none` leaves it out). `format=html` (default) is a self-contained page to print "
        "from a browser; `format=pdf` a PDF built in the function, diagrams kept as vectors, on `letter` "
        "or `a4` paper. Seeded worksheets are cacheable for a day and cached at the CDN, like seeded "
        "problems; `count` is at most 50 (docs/worksheets.md says why).",
    ),
    ("get", f"{V1}/worksheets/builder"): OperationDoc(
        "getWorksheetBuilder",
        "A page to build a worksheet in the browser: pick grade, subject, topic and skills from the live "
        "catalog, the count, difficulty and seed, preview it and open the PDF.",
    ),
    ("post", f"{V1}/answers/check"): OperationDoc(
        "checkAnswers",
        "Check a learner's answer to an item by the item's id, or up to 100 at once (`items`). Each "
        "result says whether the answer is correct, the expected answer as displayed, the response as "
        "understood, and, when wrong, feedback and the misconception the answer matches (if known). Ids "
        "are opaque: the server makes the item again from its id, so nothing is stored; an id that is not "
        "ours, altered, or from another generator version is a 422 naming the field. A check is one "
        "request for rate limits and usage, whatever the batch size.",
    ),
    ("get", f"{V1}/misconceptions"): OperationDoc(
        "listMisconceptions",
        "The misconceptions that wrong answers name (in multiple-choice distractors and in checked free "
        "responses), each with a description and the skills where it occurs; filter by subject, skill "
        "or text.",
    ),
    ("get", f"{V1}/usage"): OperationDoc(
        "getUsage", "The calling key's requests and items today and this month, and its limits."
    ),
    ("get", f"{V1}/usage/history"): OperationDoc(
        "getUsageHistory", "The calling key's requests and items per UTC day, zero days included."
    ),
    ("get", f"{V1}/usage/by-skill"): OperationDoc(
        "getUsageBySkill", "Items generated per skill by the calling key over the last days."
    ),
    ("get", f"{V1}/usage/by-endpoint"): OperationDoc(
        "getUsageByEndpoint", "Requests per route by the calling key over the last days."
    ),
    ("get", f"{V1}/keys/info"): OperationDoc(
        "getKeyInfo", "The calling key's details (never the key itself: only its public prefix)."
    ),
    ("delete", f"{V1}/keys"): OperationDoc(
        "revokeKey", "Revoke the calling key for good. Every function refuses it within 10 seconds."
    ),
    ("post", f"{V1}/keys/request"): OperationDoc(
        "requestKey",
        "Ask for a key. A person reviews the request; the operator who approves it sends the key to "
        "the email address given. Sending the same request again returns the same answer and stores "
        "it once.",
    ),
    ("get", f"{V1}/health"): OperationDoc(
        "getHealth",
        "Liveness and configuration: 200 when the service can serve, 503 with the reason when its "
        "configuration is broken. Touches no database, is never counted or limited, and therefore "
        "carries no rate-limit headers.",
    ),
    ("get", f"{V1}/openapi.json"): OperationDoc(
        "getOpenApiDocument",
        "This document. The interactive page at `/api/v1/docs` shows the same document.",
    ),
}
