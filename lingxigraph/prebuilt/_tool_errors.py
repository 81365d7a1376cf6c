"""How a ``ToolNode`` decides which tool errors become error messages, and their text."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from types import UnionType
from typing import TYPE_CHECKING, Any, Union, get_args, get_origin, get_type_hints

from lingxigraph._internal._typing import is_class

if TYPE_CHECKING:
    from lingxigraph.prebuilt._tools import InjectedArgs

TOOL_CALL_ERROR_TEMPLATE = "Error: {error}\n Please fix your mistakes."
"""Content of the error message when a handled tool error has no custom text."""


def _default_handle_tool_errors(e: Exception) -> str:
    """Invalid-argument errors become the message; every other error is raised again."""
    from lingxigraph.prebuilt.tool_node import ToolInvocationError

    if isinstance(e, ToolInvocationError):
        return e.message
    raise e


def _error_content(e: Exception, flag: Any) -> str:
    if isinstance(flag, (bool, tuple)) or (is_class(flag) and issubclass(flag, Exception)):
        return TOOL_CALL_ERROR_TEMPLATE.format(error=repr(e))
    if isinstance(flag, str):
        return flag
    if callable(flag):
        return flag(e)
    raise ValueError(
        f"Got unexpected type of `handle_tool_error`. Expected bool, str or callable. Received: {flag}"
    )


def _handler_types(handler: Callable[..., Any]) -> tuple[type[Exception], ...]:
    """The exception types a handler function accepts, from its first parameter's annotation."""
    params = list(inspect.signature(handler).parameters.values())
    if not params:
        return (Exception,)
    first = params[1] if params[0].name in ("self", "cls") and len(params) == 2 else params[0]
    hints = get_type_hints(handler)
    if first.name not in hints:
        return (Exception,)
    annotation = hints[first.name]
    if get_origin(annotation) in (Union, UnionType):
        members = get_args(annotation)
        if all(is_class(m) and issubclass(m, Exception) for m in members):
            return tuple(members)
        raise ValueError(
            "All types in the error handler error annotation must be Exception types. For example, "
            f"`def custom_handler(e: Union[ValueError, TypeError])`. Got '{first.annotation}' instead."
        )
    if is_class(annotation) and issubclass(annotation, Exception):
        return (annotation,)
    raise ValueError(
        "Arbitrary types are not supported in the error handler signature. Please annotate the error with "
        "either a specific Exception type or a union of Exception types. For example, "
        "`def custom_handler(e: ValueError)` or `def custom_handler(e: Union[ValueError, TypeError])`. "
        f"Got '{annotation}' instead."
    )


def _handled_types(flag: Any) -> tuple[type[Exception], ...]:
    if is_class(flag) and issubclass(flag, Exception):
        return (flag,)
    if isinstance(flag, tuple):
        return flag
    if callable(flag) and not isinstance(flag, type):
        return _handler_types(flag)
    return (Exception,)


def _filtered_errors(exc: Any, injected: InjectedArgs | None) -> list[Any]:
    """Pydantic error details about the arguments the model controls, injected values removed."""
    hidden: set[str] = set()
    if injected:
        hidden.update(injected.state)
        hidden.update(k for k in (injected.store, injected.runtime) if k)
    kept: list[Any] = []
    for error in exc.errors():
        if not error["loc"] or error["loc"][0] in hidden:
            continue
        item = dict(error)
        if isinstance(item.get("input"), dict):
            item["input"] = {k: v for k, v in item["input"].items() if k not in hidden}
        kept.append(item)
    return kept
