"""Reads ``template.yaml``: the route table, function settings, tables and gateway responses.

The template is the one source of truth for routes and table schemas; the local runtime and the
tests read it here instead of keeping copies.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

REPO_ROOT = Path(__file__).resolve().parents[4]
TEMPLATE_PATH = REPO_ROOT / "template.yaml"


class _Tag:
    """A CloudFormation intrinsic (``!Ref``, ``!Sub`` ...) kept as data."""

    def __init__(self, name: str, value: Any) -> None:
        self.name = name
        self.value = value

    def __repr__(self) -> str:
        return f"!{self.name} {self.value!r}"


class _CfnLoader(yaml.SafeLoader):
    pass


def _construct_tag(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> _Tag:
    if isinstance(node, yaml.ScalarNode):
        value: Any = loader.construct_scalar(node)
    elif isinstance(node, yaml.SequenceNode):
        value = loader.construct_sequence(node, deep=True)
    else:
        value = loader.construct_mapping(node, deep=True)  # type: ignore[arg-type]
    return _Tag(suffix, value)


_CfnLoader.add_multi_constructor("!", _construct_tag)


@dataclass(frozen=True)
class Route:
    """One API event: a path template (``/api/v1/skills/{slug}``) served by a function."""

    path: str
    method: str
    function: str
    pattern: re.Pattern[str] = field(compare=False)
    specificity: tuple[int, int] = field(compare=False)


@dataclass(frozen=True)
class FunctionSpec:
    logical_id: str
    code_uri: Path
    handler: str


@dataclass(frozen=True)
class Template:
    raw: dict[str, Any]
    params: dict[str, str]

    def with_params(self, **overrides: str) -> Template:
        return Template(raw=self.raw, params={**self.params, **overrides})

    # ---- intrinsic resolution (the subset this template uses) ----------------------------------
    def resolve(self, value: Any) -> Any:
        if isinstance(value, _Tag):
            if value.name == "Ref":
                return self._ref(value.value)
            if value.name == "Sub":
                text = value.value if isinstance(value.value, str) else value.value[0]
                return re.sub(r"\$\{([^}!]+)\}", lambda m: str(self._ref(m.group(1))), text)
            if value.name == "If":
                cond, yes, no = value.value
                return self.resolve(yes if self._condition(cond) else no)
            if value.name == "GetAtt":
                return f"local:{value.value}"
            raise ValueError(f"unsupported intrinsic {value!r}")
        if isinstance(value, dict):
            return {k: self.resolve(v) for k, v in value.items()}
        if isinstance(value, list):
            return [self.resolve(v) for v in value]
        return value

    def _ref(self, name: str) -> Any:
        if name in self.params:
            return self.params[name]
        resource = self.raw["Resources"].get(name)
        if resource and resource["Type"] == "AWS::DynamoDB::Table":
            return self.resolve(resource["Properties"]["TableName"])
        if name.startswith("AWS::"):
            return {"AWS::Region": "us-east-1", "AWS::URLSuffix": "amazonaws.com"}.get(name, "local")
        return name

    def _condition(self, name: str) -> bool:
        cond = self.raw["Conditions"][name]
        if isinstance(cond, _Tag) and cond.name == "Equals":
            left, right = (self.resolve(v) for v in cond.value)
            return bool(left == right)
        raise ValueError(f"unsupported condition {name}")

    # ---- what the runtime needs -------------------------------------------------------------
    def resources_of(self, type_name: str) -> dict[str, dict[str, Any]]:
        return {k: v for k, v in self.raw["Resources"].items() if v["Type"] == type_name}

    def functions(self) -> dict[str, FunctionSpec]:
        return {
            logical_id: FunctionSpec(
                logical_id=logical_id,
                code_uri=REPO_ROOT / resource["Properties"]["CodeUri"],
                handler=resource["Properties"]["Handler"],
            )
            for logical_id, resource in self.resources_of("AWS::Serverless::Function").items()
        }

    def routes(self) -> list[Route]:
        routes = []
        for logical_id, resource in self.resources_of("AWS::Serverless::Function").items():
            for event in resource["Properties"].get("Events", {}).values():
                if event["Type"] != "Api":
                    continue
                path, method = event["Properties"]["Path"], event["Properties"]["Method"].upper()
                routes.append(
                    Route(
                        path=path,
                        method=method,
                        function=logical_id,
                        pattern=_path_pattern(path),
                        specificity=_specificity(path),
                    )
                )
        # Most specific first, as API Gateway matches: static segments beat {param} beat {proxy+}.
        return sorted(routes, key=lambda r: r.specificity, reverse=True)

    def function_environment(self) -> dict[str, str]:
        variables = self.raw["Globals"]["Function"]["Environment"]["Variables"]
        return {k: str(self.resolve(v)) for k, v in variables.items()}

    def tables(self) -> dict[str, dict[str, Any]]:
        """``create_table`` arguments of every DynamoDB table, keyed by logical id."""
        tables = {}
        for logical_id, resource in self.resources_of("AWS::DynamoDB::Table").items():
            props = self.resolve(resource["Properties"])
            tables[logical_id] = {
                "TableName": props["TableName"],
                "AttributeDefinitions": props["AttributeDefinitions"],
                "KeySchema": props["KeySchema"],
                "BillingMode": props.get("BillingMode", "PAY_PER_REQUEST"),
                **(
                    {"GlobalSecondaryIndexes": props["GlobalSecondaryIndexes"]}
                    if "GlobalSecondaryIndexes" in props
                    else {}
                ),
                "_ttl": props.get("TimeToLiveSpecification"),
            }
        return tables

    def gateway_response(self, kind: str) -> dict[str, Any]:
        api = next(iter(self.resources_of("AWS::Serverless::Api").values()))
        return self.resolve(api["Properties"]["GatewayResponses"][kind])


def _path_pattern(path: str) -> re.Pattern[str]:
    regex = re.sub(r"\{(\w+)\+\}", r"(?P<\1>.+)", path)
    regex = re.sub(r"\{(\w+)\}", r"(?P<\1>[^/]+)", regex)
    return re.compile(f"^{regex}$")


def _specificity(path: str) -> tuple[int, int]:
    segments = path.strip("/").split("/")
    static = sum(1 for s in segments if not s.startswith("{"))
    greedy = any(s.endswith("+}") for s in segments)
    return (0 if greedy else 1, static)


@cache
def load_template(stage: str = "local", path: Path = TEMPLATE_PATH) -> Template:
    raw = yaml.load(path.read_text(encoding="utf-8"), Loader=_CfnLoader)
    params = {name: str(spec.get("Default", "")) for name, spec in raw.get("Parameters", {}).items()}
    params["Stage"] = stage
    return Template(raw=raw, params=params)
