"""``ValidationNode``: checks the latest AI message's tool calls against schemas.

Mirrors ``langgraph.prebuilt.tool_validator``. The tools are never run: each call
gets a ``ToolMessage`` holding the validated arguments as JSON, or the error
(with ``additional_kwargs={"is_error": True}``) so the model can try again.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from typing import Any

from typing_extensions import deprecated

from lingxigraph.prebuilt._compat import (
    HAVE_LANGCHAIN,
    is_ai_message,
    is_lc_message,
    message_classes,
)
from lingxigraph.prebuilt._compose import RunnableComposition
from lingxigraph.prebuilt._concurrency import map_in_threads
from lingxigraph.warnings import LangGraphDeprecatedSinceV10

__all__ = ("ValidationNode",)


def _default_format_error(error: BaseException, call: Any, schema: Any) -> str:
    """The error's repr and a request to answer again."""
    return f"{error!r}\n\nRespond after fixing all validation errors."


def _schema_from_function(func: Callable[..., Any]) -> Any:
    if HAVE_LANGCHAIN:
        from langchain_core.tools import create_schema_from_function

        return create_schema_from_function("Validation", func)
    from pydantic import create_model

    fields: dict[str, Any] = {}
    for param in inspect.signature(func).parameters.values():
        annotation = Any if param.annotation is inspect.Parameter.empty else param.annotation
        default = ... if param.default is inspect.Parameter.empty else param.default
        fields[param.name] = (annotation, default)
    return create_model("Validation", **fields)


def _is_model_class(schema: Any) -> bool:
    from pydantic import BaseModel

    if not isinstance(schema, type):
        return False
    if issubclass(schema, BaseModel):
        return True
    try:
        from pydantic.v1 import BaseModel as BaseModelV1
    except ImportError:  # pragma: no cover
        return False
    return issubclass(schema, BaseModelV1)


@deprecated(
    "ValidationNode is deprecated. Please use `create_agent` from `langchain.agents` with custom tool error handling.",
    category=LangGraphDeprecatedSinceV10,
)
class ValidationNode(RunnableComposition):
    """A node that validates every tool call of the last message (an AI message).

    Args:
        schemas: pydantic model classes (keyed by class name), LangChain tools
            (their ``args_schema``, keyed by tool name) or functions (a schema
            made from the signature, keyed by function name).
        format_error: ``(error, call, schema) -> str`` for invalid calls; default
            ``"<repr(error)>\\n\\nRespond after fixing all validation errors."``.
        name: the node's name.
        tags: tags for the node.

    Output: ``{"messages": [ToolMessage, ...]}`` (a bare list for list input).

    Raises:
        ValueError: a schema of an unsupported kind; at run time, no messages or a
            last message that is not an AI message.
    """

    def __init__(
        self,
        schemas: Sequence[Any],
        *,
        format_error: Callable[[BaseException, Any, Any], str] | None = None,
        name: str = "validation",
        tags: list[str] | None = None,
    ) -> None:
        self.name = name
        self.__name__ = name
        self.tags = tags
        self._format_error = format_error or _default_format_error
        self.schemas_by_name: dict[str, Any] = {}
        for schema in schemas:
            self._add(schema)

    def _add(self, schema: Any) -> None:
        if HAVE_LANGCHAIN:
            from langchain_core.tools import BaseTool

            if isinstance(schema, BaseTool):
                if schema.args_schema is None:
                    raise ValueError(
                        f"Tool {schema.name} does not have an args_schema defined."
                    )
                if not _is_model_class(schema.args_schema):
                    raise ValueError(
                        "Validation node only works with tools that have a pydantic BaseModel args_schema. "
                        f"Got {schema.name} with args_schema: {schema.args_schema}."
                    )
                self.schemas_by_name[schema.name] = schema.args_schema
                return
        if _is_model_class(schema):
            self.schemas_by_name[schema.__name__] = schema
        elif callable(schema):
            self.schemas_by_name[schema.__name__] = _schema_from_function(schema)
        else:
            raise ValueError(
                f"Unsupported input to ValidationNode. Expected BaseModel, tool or function. Got: {type(schema)}."
            )

    @staticmethod
    def _last_message(input: Any) -> tuple[bool, Any]:
        if isinstance(input, list):
            messages, as_list = input, True
        elif messages := (input.get("messages") if isinstance(input, dict) else getattr(input, "messages", None)):
            as_list = False
        else:
            raise ValueError("No message found in input")
        message = messages[-1]
        if not is_ai_message(message):
            raise ValueError("Last message is not an AIMessage")
        return as_list, message

    def _validate(self, call: Any, lc: bool) -> Any:
        from pydantic import BaseModel, ValidationError

        tool_message = message_classes(lc).ToolMessage
        schema = self.schemas_by_name[call["name"]]
        errors: tuple[type[BaseException], ...] = (ValidationError,)
        try:
            from pydantic.v1 import ValidationError as ValidationErrorV1

            errors = (ValidationError, ValidationErrorV1)
        except ImportError:  # pragma: no cover
            pass
        try:
            if issubclass(schema, BaseModel):
                content = schema.model_validate(call["args"]).model_dump_json()
            else:
                content = schema.validate(call["args"]).json()
        except errors as exc:
            return tool_message(
                content=self._format_error(exc, call, schema),
                name=call["name"],
                tool_call_id=call["id"],
                additional_kwargs={"is_error": True},
            )
        return tool_message(content=content, name=call["name"], tool_call_id=call["id"])

    def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        """Validate the calls; see the class docstring."""
        as_list, message = self._last_message(input)
        lc = is_lc_message(message)
        outputs = map_in_threads(lambda call: self._validate(call, lc), list(message.tool_calls))
        return outputs if as_list else {"messages": outputs}

    async def ainvoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        """Same as ``invoke`` (validation does no I/O)."""
        return self.invoke(input, config)

    def __call__(self, input: Any, config: Any = None) -> Any:
        return self.invoke(input, config)
