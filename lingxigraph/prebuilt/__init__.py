"""Prebuilt agent parts: ``ToolNode``, ``tools_condition``, ``create_react_agent``.

Mirrors ``langgraph.prebuilt``. Tools may be LangChain tools (anything with
``name`` and ``invoke``) or plain functions (called with the tool call's
arguments as keywords). Chat models may be LangChain chat models or
lingxigraph's ``FakeChatModel`` — anything with ``invoke`` (and ``bind_tools``
when tools are given).
"""

from __future__ import annotations

import inspect
import warnings
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Literal

from lingxigraph._internal._constants import END
from lingxigraph.types import Command

__all__ = (
    "ToolNode",
    "tools_condition",
    "create_react_agent",
    "InjectedState",
    "InjectedStore",
    "ToolInvocationError",
)


class ToolInvocationError(Exception):
    """A tool was called with arguments it cannot take."""


class InjectedState:
    """Annotation marker: fill this tool argument from the graph state (``field``: one key)."""

    def __init__(self, field: str | None = None) -> None:
        self.field = field


class InjectedStore:
    """Annotation marker: fill this tool argument with the graph's store."""


def _last_ai_message(state: Any, messages_key: str) -> Any:
    if isinstance(state, list):
        messages = state
    elif isinstance(state, dict):
        messages = state.get(messages_key, [])
    else:
        messages = getattr(state, messages_key, [])
    for message in reversed(messages or []):
        if _role(message) == "ai":
            return message
    raise ValueError(f"No AIMessage found in input under '{messages_key}'")


def _role(message: Any) -> str:
    if isinstance(message, dict):
        role = message.get("role") or message.get("type")
        return "ai" if role in ("assistant", "ai") else str(role)
    return getattr(message, "type", "")


def _tool_calls(message: Any) -> list[dict[str, Any]]:
    if isinstance(message, dict):
        return list(message.get("tool_calls") or [])
    return list(getattr(message, "tool_calls", None) or [])


def tools_condition(state: Any, messages_key: str = "messages") -> Literal["tools", "__end__"]:
    """Route to ``"tools"`` when the last AI message asks for tool calls, else to ``END``."""
    try:
        message = _last_ai_message(state, messages_key)
    except ValueError:
        return END  # type: ignore[return-value]
    return "tools" if _tool_calls(message) else END  # type: ignore[return-value]


def _tool_name(tool: Any) -> str:
    return getattr(tool, "name", None) or getattr(tool, "__name__", type(tool).__name__)


def _tool_message(**kwargs: Any) -> Any:
    import sys

    if "langchain_core.messages" in sys.modules:
        from langchain_core.messages import ToolMessage as LCToolMessage

        return LCToolMessage(**kwargs)
    from lingxigraph.messages import ToolMessage

    return ToolMessage(**kwargs)


def _content(result: Any) -> Any:
    if isinstance(result, str):
        return result
    if isinstance(result, list) and all(isinstance(r, (str, dict)) for r in result):
        return result
    try:
        import json

        return json.dumps(result, ensure_ascii=False) if isinstance(result, (dict, list)) else str(result)
    except (TypeError, ValueError):
        return str(result)


class ToolNode:
    """A node that runs the tool calls of the last AI message, in parallel.

    Args:
        tools: LangChain tools or plain functions.
        name: the node's name when added with ``add_node(tool_node)``.
        handle_tool_errors: ``True`` turns any tool error into an error
            ``ToolMessage``; ``False`` re-raises; a string is the error message;
            a callable maps the exception to the message; an exception type (or
            tuple) handles only those. Default: only invalid-argument errors.
        messages_key: the state key holding the messages.

    Returns (when called as a node):
        ``{messages_key: [ToolMessage, ...]}`` in tool-call order (a list when the
        input was a list; ``Command`` results of tools are returned as they are).
    """

    def __init__(
        self,
        tools: Sequence[Any],
        *,
        name: str = "tools",
        tags: list[str] | None = None,
        handle_tool_errors: Any = ToolInvocationError,
        messages_key: str = "messages",
        wrap_tool_call: Any = None,
        awrap_tool_call: Any = None,
    ) -> None:
        self.name = name
        self.__name__ = name
        self.tags = tags or []
        self.handle_tool_errors = handle_tool_errors
        self.messages_key = messages_key
        self.tools_by_name = {_tool_name(t): t for t in tools}

    def _run_one(self, call: dict[str, Any], config: Any) -> Any:
        name = call.get("name")
        tool = self.tools_by_name.get(name)  # type: ignore[arg-type]
        if tool is None:
            names = ", ".join(self.tools_by_name)
            return _tool_message(
                content=f"Error: {name} is not a valid tool, try one of [{names}].",
                name=name,
                tool_call_id=call.get("id"),
                status="error",
            )
        try:
            result = self._call_tool(tool, call, config)
        except Exception as exc:
            message = self._handled(exc)
            if message is None:
                raise
            return _tool_message(content=message, name=name, tool_call_id=call.get("id"), status="error")
        if isinstance(result, Command) or _role(result) == "tool":
            return result
        return _tool_message(content=_content(result), name=name, tool_call_id=call.get("id"))

    @staticmethod
    def _call_tool(tool: Any, call: dict[str, Any], config: Any) -> Any:
        args = call.get("args") or {}
        invoke = getattr(tool, "invoke", None)
        if invoke is not None and not inspect.isfunction(tool):
            return invoke(args, config) if config is not None else invoke(args)
        try:
            inspect.signature(tool).bind(**args)
        except TypeError as exc:
            raise ToolInvocationError(
                f"Error invoking tool '{_tool_name(tool)}' with kwargs {args} with error:\n {exc}\n"
                " Please fix the error and try again."
            ) from exc
        return tool(**args)

    def _handled(self, exc: Exception) -> str | None:
        handler = self.handle_tool_errors
        if handler is False:
            return None
        if handler is True:
            return f"Error: {exc!r}\n Please fix your mistakes."
        if isinstance(handler, str):
            return handler
        if isinstance(handler, type) and issubclass(handler, BaseException) or isinstance(handler, tuple):
            if not isinstance(exc, handler):
                return None
            if handler is ToolInvocationError:
                return str(exc)
            return f"Error: {exc!r}\n Please fix your mistakes."
        if callable(handler):
            return str(handler(exc))
        return None

    def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        """Run the tool calls; see the class docstring for the return shape."""
        message = _last_ai_message(input, self.messages_key)
        calls = _tool_calls(message)
        if len(calls) <= 1:
            outputs = [self._run_one(call, config) for call in calls]
        else:
            with ThreadPoolExecutor(max_workers=min(len(calls), 16)) as pool:
                outputs = list(pool.map(lambda c: self._run_one(c, config), calls))
        commands = [o for o in outputs if isinstance(o, Command)]
        messages = [o for o in outputs if not isinstance(o, Command)]
        if commands:
            return [*commands, {self.messages_key: messages}] if messages else commands
        if isinstance(input, list):
            return messages
        return {self.messages_key: messages}

    async def ainvoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        """Async twin of ``invoke`` (tools run on worker threads)."""
        import anyio

        return await anyio.to_thread.run_sync(lambda: self.invoke(input, config))

    def __call__(self, input: Any, config: Any = None) -> Any:
        return self.invoke(input, config)


def create_react_agent(
    model: Any,
    tools: Sequence[Any] | ToolNode,
    *,
    prompt: Any = None,
    state_schema: Any = None,
    context_schema: Any = None,
    checkpointer: Any = None,
    store: Any = None,
    interrupt_before: list[str] | None = None,
    interrupt_after: list[str] | None = None,
    debug: bool = False,
    version: Literal["v1", "v2"] = "v2",
    name: str | None = None,
    **kwargs: Any,
) -> Any:
    """A tool-calling agent graph: ``agent`` (the model) ⇄ ``tools`` until no tool calls.

    Args:
        model: a chat model with ``invoke`` (and ``bind_tools``).
        tools: tools or a ``ToolNode``.
        prompt: a system prompt string, a system message, or a callable
            ``state -> messages``.
        state_schema: the state type (default ``MessagesState``-like, with
            ``remaining_steps``).

    Returns:
        The compiled graph (mirrors LangGraph's deprecated ``create_react_agent``).
    """
    from lingxigraph.graph import StateGraph
    from lingxigraph.graph.message import MessagesState
    from lingxigraph.warnings import LangGraphDeprecatedSinceV10

    warnings.warn(
        "create_react_agent has been moved to `langchain.agents`. Please update your import to "
        "`from langchain.agents import create_agent`.",
        LangGraphDeprecatedSinceV10,
        stacklevel=2,
    )
    tool_node = tools if isinstance(tools, ToolNode) else ToolNode(list(tools))
    tool_list = list(tool_node.tools_by_name.values())
    bound = model.bind_tools(tool_list) if tool_list and hasattr(model, "bind_tools") else model

    def _messages_for(state: Any) -> Any:
        messages = state["messages"] if isinstance(state, dict) else state.messages
        if prompt is None:
            return messages
        if callable(prompt) and not isinstance(prompt, str):
            return prompt(state)
        if isinstance(prompt, str):
            return [_system_message(prompt), *messages]
        return [prompt, *messages]

    def agent(state: Any, config: Any) -> Any:
        response = bound.invoke(_messages_for(state), config)
        if getattr(response, "name", None) is None and name:
            try:
                response.name = name
            except AttributeError:
                pass
        return {"messages": [response]}

    async def aagent(state: Any, config: Any) -> Any:
        response = await bound.ainvoke(_messages_for(state), config)
        return {"messages": [response]}

    graph = StateGraph(state_schema or MessagesState, context_schema=context_schema)
    graph.add_node("agent", agent)
    graph.add_node("tools", tool_node)
    graph.set_entry_point("agent")
    graph.add_conditional_edges("agent", tools_condition, {"tools": "tools", END: END})
    graph.add_edge("tools", "agent")
    return graph.compile(
        checkpointer=checkpointer,
        store=store,
        interrupt_before=interrupt_before,
        interrupt_after=interrupt_after,
        debug=debug,
        name=name,
    )


def _system_message(text: str) -> Any:
    import sys

    if "langchain_core.messages" in sys.modules:
        from langchain_core.messages import SystemMessage as LCSystemMessage

        return LCSystemMessage(content=text)
    from lingxigraph.messages import SystemMessage

    return SystemMessage(content=text)



