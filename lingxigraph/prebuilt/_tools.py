"""Tools as the ``ToolNode`` sees them, and which of their arguments it injects.

With langchain-core, every tool is a LangChain ``BaseTool`` (plain functions are
turned into one with ``langchain_core.tools.tool``, as LangGraph does). Without
it, a plain function is wrapped in ``PlainTool``, which offers the few members
the node uses: ``name``, ``invoke``/``ainvoke`` on a tool call, ``return_direct``.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass, field
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin, get_type_hints

from lingxigraph._internal._typing import is_class
from lingxigraph.prebuilt._compat import (
    HAVE_LANGCHAIN,
    DirectlyInjectedToolArg,
    InjectedToolArg,
)


@dataclass(frozen=True, slots=True, kw_only=True)
class InjectedArgs:
    """The arguments of one tool that the ``ToolNode`` fills in itself."""

    state: dict[str, str | None] = field(default_factory=dict)
    """Argument name → state key to pass (``None``: the whole state)."""
    store: str | None = None
    """Argument that receives the store, if any."""
    runtime: str | None = None
    """Argument that receives the ``ToolRuntime``, if any."""
    all_keys: frozenset[str] = frozenset()
    """Every injected argument: values the model sent for them are dropped."""
    optional_state: frozenset[str] = frozenset()
    """State arguments with a default: a missing state key is not an error."""

    def __bool__(self) -> bool:
        return bool(self.state or self.store or self.runtime or self.all_keys)


class PlainTool:
    """A plain function used as a tool when langchain-core is not installed.

    Args:
        func: the function; called with the tool call's arguments as keywords.
    """

    return_direct = False

    def __init__(self, func: Callable[..., Any]) -> None:
        self.func = func
        self.name: str = getattr(func, "__name__", type(func).__name__)
        self.description: str = inspect.getdoc(func) or ""

    def _check(self, args: dict[str, Any]) -> None:
        from lingxigraph.prebuilt.tool_node import ToolInvocationError

        try:
            inspect.signature(self.func).bind(**args)
        except TypeError as exc:
            raise ToolInvocationError(self.name, exc, args) from exc

    def _wrap(self, result: Any, call: dict[str, Any]) -> Any:
        from lingxigraph.messages import ToolMessage
        from lingxigraph.prebuilt.tool_node import msg_content_output
        from lingxigraph.types import Command

        if isinstance(result, (Command, ToolMessage)) or (
            isinstance(result, list) and result and all(isinstance(r, (Command, ToolMessage)) for r in result)
        ):
            return result
        return ToolMessage(content=msg_content_output(result), name=self.name, tool_call_id=call.get("id"))

    def invoke(self, call: dict[str, Any], config: Any = None) -> Any:
        """Run the function on ``call["args"]``; the result becomes a ``ToolMessage``."""
        args = dict(call.get("args") or {})
        self._check(args)
        result = self.func(**args)
        if inspect.isawaitable(result):
            raise TypeError(f"Tool {self.name} is async: run the graph with ainvoke/astream")
        return self._wrap(result, call)

    async def ainvoke(self, call: dict[str, Any], config: Any = None) -> Any:
        """Async twin of ``invoke`` (a sync function runs on a worker thread)."""
        args = dict(call.get("args") or {})
        self._check(args)
        if inspect.iscoroutinefunction(self.func):
            return self._wrap(await self.func(**args), call)
        from lingxigraph.prebuilt._concurrency import run_in_thread

        return self._wrap(await run_in_thread(lambda: self.func(**args)), call)

    def __repr__(self) -> str:
        return f"PlainTool(name={self.name!r})"


def as_tool(tool: Any) -> Any:
    """``tool`` as an object with ``name`` and ``invoke`` on a tool call."""
    if HAVE_LANGCHAIN:
        from langchain_core.tools import BaseTool
        from langchain_core.tools import tool as make_tool

        return tool if isinstance(tool, BaseTool) else make_tool(tool)
    if isinstance(tool, PlainTool) or (hasattr(tool, "invoke") and hasattr(tool, "name")):
        return tool
    if not callable(tool):
        raise TypeError(f"A tool must be a function or a LangChain tool, got {type(tool).__name__}")
    return PlainTool(tool)


def is_langchain_tool(tool: Any) -> bool:
    """Whether ``tool`` is a langchain-core ``BaseTool``."""
    if not HAVE_LANGCHAIN:
        return False
    from langchain_core.tools import BaseTool

    return isinstance(tool, BaseTool)


def uses_async_only(tool: Any) -> bool:
    """True when the tool has no sync implementation (an async-only LangChain tool)."""
    if isinstance(tool, PlainTool):
        return inspect.iscoroutinefunction(tool.func)
    return getattr(tool, "func", None) is None and getattr(tool, "coroutine", None) is not None


def has_native_async(tool: Any) -> bool:
    """True when awaiting ``tool.ainvoke`` does not hop to an asyncio executor."""
    if isinstance(tool, PlainTool):
        return True
    if getattr(tool, "coroutine", None) is not None:
        return True
    if not HAVE_LANGCHAIN:
        return True
    from langchain_core.tools import BaseTool, StructuredTool, Tool

    if isinstance(tool, (StructuredTool, Tool)):
        return False
    # a BaseTool subclass: async only when it overrides _arun
    return isinstance(tool, BaseTool) and type(tool)._arun is not BaseTool._arun


def _matches(candidate: Any, marker: type) -> bool:
    if isinstance(candidate, marker) or (is_class(candidate) and issubclass(candidate, marker)):
        return True
    origin = get_origin(candidate)
    if origin in (Union, UnionType, Annotated):
        return any(_matches(arg, marker) for arg in get_args(candidate))
    return origin is not None and is_class(origin) and issubclass(origin, marker)


def _marker_in(hint: Any, marker: type) -> Any:
    """The ``marker`` instance (or ``True``) annotating ``hint``, else ``None``."""
    found = [arg for arg in get_args(hint) if _matches(arg, marker)]
    if len(found) > 1:
        raise ValueError(
            f"A tool argument should not be annotated with {marker.__name__} more than once. Found: {found}"
        )
    if found:
        return found[0]
    return True if _matches(hint, marker) else None


def _is_injected_hint(hint: Any) -> bool:
    if _matches(hint, DirectlyInjectedToolArg):
        return True
    return any(_matches(arg, InjectedToolArg) for arg in get_args(hint)[1:])


def _annotations(tool: Any) -> tuple[dict[str, Any], Any]:
    """Argument name → type hint of ``tool`` (schema and function), and the input schema."""
    func = getattr(tool, "func", None) or getattr(tool, "coroutine", None)
    try:
        hints = get_type_hints(func, include_extras=True) if func is not None else {}
    except Exception:  # noqa: BLE001 - unresolvable forward references: use the raw annotations
        hints = dict(getattr(func, "__annotations__", {}) or {})
    hints.pop("return", None)
    schema = None
    if HAVE_LANGCHAIN and not isinstance(tool, PlainTool) and hasattr(tool, "get_input_schema"):
        from langchain_core.tools.base import get_all_basemodel_annotations

        schema = tool.get_input_schema()
        hints = {**hints, **get_all_basemodel_annotations(schema)}
    return hints, schema


def _has_default(tool: Any, schema: Any, name: str) -> bool:
    if schema is not None:
        info = getattr(schema, "model_fields", {}).get(name)
        return info is not None and not info.is_required()
    func = getattr(tool, "func", None)
    try:
        param = inspect.signature(func).parameters.get(name) if func is not None else None
    except (TypeError, ValueError):
        return False
    return param is not None and param.default is not inspect.Parameter.empty


def injected_args_of(tool: Any) -> InjectedArgs:
    """Find the arguments of ``tool`` marked ``InjectedState``, ``InjectedStore`` or
    typed ``ToolRuntime`` (a parameter named ``runtime`` counts too)."""
    from lingxigraph.prebuilt.tool_node import InjectedState, InjectedStore, ToolRuntime

    hints, schema = _annotations(tool)
    state: dict[str, str | None] = {}
    optional: set[str] = set()
    store: str | None = None
    runtime: str | None = None
    all_keys: set[str] = set()
    for name, hint in hints.items():
        if _is_injected_hint(hint):
            all_keys.add(name)
        if name == "runtime" or _marker_in(hint, ToolRuntime):
            runtime = name
            all_keys.add(name)
        marker = _marker_in(hint, InjectedState)
        if marker:
            key = marker.field if isinstance(marker, InjectedState) else None
            state[name] = key
            all_keys.add(name)
            if key and _has_default(tool, schema, name):
                optional.add(name)
        if _marker_in(hint, InjectedStore):
            store = name
            all_keys.add(name)
    return InjectedArgs(
        state=state, store=store, runtime=runtime, all_keys=frozenset(all_keys), optional_state=frozenset(optional)
    )


_TOOL_COMMAND: Any = None


def _tool_command_class() -> Any:
    """A ``Command`` subclass langchain-core passes through untouched.

    langchain-core wraps a tool's return value in a ``ToolMessage`` unless it is a
    ``ToolOutputMixin``; LangGraph's ``Command`` is one, lingxigraph's is not (the
    runtime does not depend on langchain-core), so tool results are re-typed on
    their way out of the tool and turned back into plain ``Command``s after.
    """
    global _TOOL_COMMAND
    if _TOOL_COMMAND is None:
        from langchain_core.messages.tool import ToolOutputMixin

        from lingxigraph.types import Command

        class _ToolCommand(Command, ToolOutputMixin):  # type: ignore[misc]
            __slots__ = ()

        _TOOL_COMMAND = _ToolCommand
    return _TOOL_COMMAND


def _retype(result: Any) -> Any:
    from lingxigraph.types import Command

    if type(result) is Command:
        return _tool_command_class()(
            graph=result.graph, update=result.update, resume=result.resume, goto=result.goto
        )
    if isinstance(result, list) and result and any(type(r) is Command for r in result):
        return [_retype(r) for r in result]
    return result


def plain_command(result: Any) -> Any:
    """``result`` with re-typed commands (see ``_tool_command_class``) made plain again."""
    from lingxigraph.types import Command

    if isinstance(result, Command) and type(result) is not Command:
        return Command(graph=result.graph, update=result.update, resume=result.resume, goto=result.goto)
    if isinstance(result, list):
        return [plain_command(r) for r in result]
    return result


def executable(tool: Any) -> Any:
    """The object the node invokes for ``tool``: a LangChain function tool gets a copy
    whose function re-types returned ``Command``s so langchain-core keeps them."""
    if isinstance(tool, PlainTool) or not HAVE_LANGCHAIN:
        return tool
    func = getattr(tool, "func", None)
    coroutine = getattr(tool, "coroutine", None)
    if func is None and coroutine is None:
        return _retyping_copy(tool)
    import functools

    update: dict[str, Any] = {}
    if func is not None:

        @functools.wraps(func)
        def run(*args: Any, **kwargs: Any) -> Any:
            return _retype(func(*args, **kwargs))

        update["func"] = run
    if coroutine is not None:

        @functools.wraps(coroutine)
        async def arun(*args: Any, **kwargs: Any) -> Any:
            return _retype(await coroutine(*args, **kwargs))

        update["coroutine"] = arun
    try:
        return tool.model_copy(update=update)
    except Exception:  # noqa: BLE001 - a tool that cannot be copied runs as it is
        return tool


_RETYPING_CLASSES: dict[type, type] = {}


def _retyping_class(cls: type) -> type:
    """A subclass of the tool class ``cls`` whose ``_run``/``_arun`` re-type returned
    ``Command``s (for ``BaseTool`` subclasses that implement those, not a function)."""
    sub = _RETYPING_CLASSES.get(cls)
    if sub is not None:
        return sub
    import functools

    run, arun = cls._run, cls._arun  # type: ignore[attr-defined]

    # wraps keeps the signature langchain-core inspects (run_manager, config)
    @functools.wraps(run)
    def _run(self: Any, *args: Any, **kwargs: Any) -> Any:
        return _retype(run(self, *args, **kwargs))

    @functools.wraps(arun)
    async def _arun(self: Any, *args: Any, **kwargs: Any) -> Any:
        return _retype(await arun(self, *args, **kwargs))

    sub = type(cls.__name__, (cls,), {"_run": _run, "_arun": _arun, "__module__": cls.__module__})
    _RETYPING_CLASSES[cls] = sub
    return sub


def _retyping_copy(tool: Any) -> Any:
    """A copy of a ``BaseTool`` of a class of its own (see ``_retyping_class``), or
    ``tool`` itself when it is not one or cannot be copied."""
    from langchain_core.tools import BaseTool

    if not isinstance(tool, BaseTool) or type(tool)._run is BaseTool._run:
        return tool
    try:
        sub = _retyping_class(type(tool))
        copy = tool.model_copy()
        object.__setattr__(copy, "__class__", sub)
    except Exception:  # noqa: BLE001 - a tool that cannot be copied runs as it is
        return tool
    return copy
