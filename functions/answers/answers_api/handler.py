"""Answers function (see routes/answers.py for its endpoints)."""

from typing import Any

from aws_lambda_powertools import Logger
from aws_lambda_powertools.logging import correlation_paths
from aws_lambda_powertools.utilities.typing import LambdaContext

from educontent.entry import handle
from educontent.http.app import build_resolver
from educontent.routes.answers import router

logger = Logger(service="answers")
app = build_resolver(router)


@logger.inject_lambda_context(correlation_id_path=correlation_paths.API_GATEWAY_REST)
def lambda_handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    return handle(app, event, context)
