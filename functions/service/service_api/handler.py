"""Service function: health, the OpenAPI document, the docs page, and every unknown route."""

from typing import Any

from aws_lambda_powertools import Logger
from aws_lambda_powertools.logging import correlation_paths
from aws_lambda_powertools.utilities.typing import LambdaContext

from educontent.entry import handle
from educontent.routes.service import build_service_resolver

logger = Logger(service="service")
app = build_service_resolver()


@logger.inject_lambda_context(correlation_id_path=correlation_paths.API_GATEWAY_REST)
def lambda_handler(event: dict[str, Any], context: LambdaContext) -> dict[str, Any]:
    return handle(app, event, context)
