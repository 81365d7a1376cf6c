"""``ToolNode``: the graph node that runs the tool calls of the latest AI message.

Mirrors ``langgraph.prebuilt.tool_node``. Each call runs on its own worker (sync)
or coroutine (async); tool arguments marked ``InjectedState`` / ``InjectedStore``
or typed ``ToolRuntime`` are filled in by the node, never by the model. Results
come back as ``ToolMessage``s in call order, or as the ``Command``s tools return.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import (
    Any,
    Generic,
    Literal,
    TypedDict,
)

from typing_extensions import TypeVar

from lingxigraph._internal._call import config_runtime
from lingxigraph.errors import GraphBubbleUp
from lingxigraph.prebuilt._compat import (
    HAVE_LANGCHAIN,
    DirectlyInjectedToolArg,
    InjectedToolArg,
    ToolException,
    is_ai_message,
    is_lc_message,
    message_classes,
)
from lingxigraph.prebuilt._compose import RunnableComposition
from lingxigraph.prebuilt._concurrency import (
    gather_in_order,
    map_in_threads,
    run_in_thread,
)
from lingxigraph.prebuilt._tool_errors import (
    TOOL_CALL_ERROR_TEMPLATE,
    _default_handle_tool_errors,
    _error_content,
    _filtered_errors,
    _handled_types,
    _handler_types,
)
from lingxigraph.prebuilt._tool_output import (
    combine_outputs,
    msg_content_output,
    normalize_response,
)
from lingxigraph.prebuilt._tools import (
    InjectedArgs,
    as_tool,
    executable,
    has_native_async,
    injected_args_of,
    is_langchain_tool,
)

__all__ = (
    "INVALID_TOOL_NAME_ERROR_TEMPLATE",
    "TOOL_CALL_ERROR_TEMPLATE",
    "TOOL_EXECUTION_ERROR_TEMPLATE",
    "TOOL_INVOCATION_ERROR_TEMPLATE",
    "AsyncToolCallWrapper",
    "InjectedState",
    "InjectedStore",
    "ToolCallRequest",
    "ToolCallWithContext",
    "ToolCallWrapper",
    "ToolInvocationError",
    "ToolNode",
    "ToolRuntime",
    "msg_content_output",
    "tools_condition",
)

# LangGraph's name for the handler-annotation reader; code written for it imports this.
_infer_handled_types = _handler_types

# defaults let ``ToolRuntime[MyContext]`` name the context alone; Any (LangGraph has
# dict and None) keeps pydantic from warning when a bare ``ToolRuntime`` holds a context
StateT = TypeVar("StateT", default=Any)
ContextT = TypeVar("ContextT", default=Any)
InputType = Literal["list", "dict", "tool_calls"]

INVALID_TOOL_NAME_ERROR_TEMPLATE = "Error: {requested_tool} is not a valid tool, try one of [{available_tools}]."
"""Content of the error message for a call to a tool the node does not have."""
TOOL_EXECUTION_ERROR_TEMPLATE = (
    "Error executing tool '{tool_name}' with kwargs {tool_kwargs} with error:\n {error}\n Please fix the error and try again."
)
"""Kept for import compatibility (LangGraph exports it)."""
TOOL_INVOCATION_ERROR_TEMPLATE = (
    "Error invoking tool '{tool_name}' with kwargs {tool_kwargs} with error:\n {error}\n Please fix the error and try again."
)
"""Content of the error message when the model's arguments do not fit the tool."""


class ToolInvocationError(ToolException):
    """The model called a tool with arguments the tool cannot take.

    Raised only inside ``ToolNode``; the default error handling turns it into an
    error ``ToolMessage`` so the model can retry.

    Args:
        tool_name: the tool that was called.
        source: the validation error (or, without langchain-core, the ``TypeError``
            of binding the arguments).
        tool_kwargs: the arguments the model sent (injected ones left out).
        filtered_errors: pydantic error details about model-controlled arguments
            only; each is shown as ``loc: msg``. ``None`` shows ``str(source)``.
    """

    def __init__(
        self,
        tool_name: str,
        source: Exception,
        tool_kwargs: dict[str, Any],
        filtered_errors: list[Any] | None = None,
    ) -> None:
        if filtered_errors is not None:
            shown = "\n".join(
                f"{'.'.join(str(part) for part in err.get('loc', ()))}: {err.get('msg', 'Unknown error')}"
                for err in filtered_errors
            )
        else:
            shown = str(source)
        self.message = TOOL_INVOCATION_ERROR_TEMPLATE.format(tool_name=tool_name, tool_kwargs=tool_kwargs, error=shown)
        self.tool_name = tool_name
        self.tool_kwargs = tool_kwargs
        self.source = source
        self.filtered_errors = filtered_errors
        super().__init__(self.message)


class InjectedState(InjectedToolArg):
    """Marks a tool argument the ``ToolNode`` fills from the graph state.

    Use as ``Annotated[dict, InjectedState]`` for the whole state or
    ``Annotated[str, InjectedState("key")]`` for one key. The model never sees the
    argument.

    Args:
        field: the state key to pass; ``None`` passes the whole state.
    """

    def __init__(self, field: str | None = None) -> None:
        self.field = field


class InjectedStore(InjectedToolArg):
    """Marks a tool argument the ``ToolNode`` fills with the graph's store
    (``compile(store=...)``). The model never sees the argument."""


@dataclass
class ToolRuntime(DirectlyInjectedToolArg, Generic[ContextT, StateT]):
    """What a tool can reach of the running graph; declare ``runtime: ToolRuntime``.

    No ``Annotated`` marker is needed: the type (or the name ``runtime``) is enough.
    """

    state: StateT
    """The graph state the node was given (for ``Send``-dispatched calls, the sender's)."""
    context: ContextT
    """The run's ``context=`` value."""
    config: Any
    """The config of this tool call."""
    stream_writer: Any
    """Emits a ``custom`` stream chunk."""
    tool_call_id: str | None
    """Id of the tool call being run."""
    store: Any
    """The graph's store, or ``None``."""
    tools: list[Any] = field(default_factory=list)
    """Every tool of the node."""
    execution_info: Any = None
    """Where the node's task runs (see ``lingxigraph.runtime.ExecutionInfo``)."""
    server_info: Any = None
    """Server details when served remotely."""

    def emit_output_delta(self, delta: Any) -> None:
        """Stream a partial output of this tool call (a ``tool-output-delta``
        event in ``tools`` stream mode); a no-op when the run does not stream
        ``tools`` or outside a tool call."""
        from lingxigraph.pregel._tools import _tool_call_writer

        writer = _tool_call_writer.get()
        if writer is not None:
            writer(delta)


@dataclass
class ToolCallRequest:
    """One tool call, as a ``wrap_tool_call`` interceptor sees it."""

    tool_call: Any
    """The call: ``{"name", "args", "id", "type"}``."""
    tool: Any
    """The tool, or ``None`` when the node has no tool of that name."""
    state: Any
    """The graph state (dict, list of messages or model instance)."""
    runtime: ToolRuntime[Any, Any]
    """The tool runtime of the call."""

    def __setattr__(self, name: str, value: Any) -> None:
        # assigning after construction still works but is deprecated, as in LangGraph
        if hasattr(self, "__dataclass_fields__") and hasattr(self, name):
            import warnings

            warnings.warn(
                f"Setting attribute '{name}' on ToolCallRequest is deprecated. "
                "Use the override() method instead to create a new instance with modified values.",
                DeprecationWarning,
                stacklevel=2,
            )
        object.__setattr__(self, name, value)

    def override(self, **overrides: Any) -> ToolCallRequest:
        """A new request with ``overrides`` (``tool_call``, ``tool``, ``state``) applied;
        a new ``state`` is also given to the runtime."""
        request = replace(self, **overrides)
        if "state" in overrides and isinstance(request.runtime, ToolRuntime):
            request = replace(request, runtime=replace(request.runtime, state=request.state))
        return request


ToolCallWrapper = Callable[[ToolCallRequest, Callable[[ToolCallRequest], Any]], Any]
"""``(request, execute) -> ToolMessage | Command``; ``execute`` may be called any number of times."""
AsyncToolCallWrapper = Callable[[ToolCallRequest, Callable[[ToolCallRequest], Awaitable[Any]]], Awaitable[Any]]
"""Async twin of ``ToolCallWrapper``."""


class ToolCallWithContext(TypedDict):
    """A single tool call sent to a ``ToolNode`` with ``Send``, with the sender's state."""

    tool_call: Any
    """The call to run."""
    __type: Literal["tool_call_with_context"]
    """Always ``"tool_call_with_context"``."""
    state: Any
    """The graph state the call was made in."""


def _messages_in(input: Any, key: str) -> list[Any]:
    if isinstance(input, dict):
        return list(input.get(key) or [])
    return list(getattr(input, key, None) or [])


def tools_condition(state: Any, messages_key: str = "messages") -> Literal["tools", "__end__"]:
    """Route to ``"tools"`` when the last message has tool calls, else to ``"__end__"``.

    Args:
        state: a list of messages, a dict with ``messages_key`` or an object with
            that attribute.
        messages_key: where the messages are.

    Raises:
        ValueError: the state holds no messages.
    """
    if isinstance(state, list):
        last = state[-1]
    elif messages := _messages_in(state, messages_key):
        last = messages[-1]
    else:
        raise ValueError(f"No messages found in input state to tool_edge: {state}")
    # only message objects count: a dict message routes to the end, as in LangGraph
    return "tools" if getattr(last, "tool_calls", None) else "__end__"


def _on_asyncio() -> bool:
    import sniffio

    try:
        return sniffio.current_async_library() == "asyncio"
    except sniffio.AsyncLibraryNotFoundError:
        return True


def _graph_state() -> dict[str, Any]:
    """The running graph's state channels (``{}`` outside a run), as LangGraph reads
    them for tool calls sent without a state."""
    from lingxigraph._internal._context import current_task_or_none

    task = current_task_or_none()
    if task is None:
        return {}
    state: dict[str, Any] = {}
    for name, channel in task.scope.channels.items():
        # internal channels: __start__, __pregel_tasks, branch:to:x, join:...
        if name.startswith("__") or ":" in name or not channel.is_available():
            continue
        state[name] = channel.get()
    return state


class ToolNode(RunnableComposition):
    """A graph node that runs the tool calls of the latest AI message.

    Args:
        tools: LangChain tools or plain functions (turned into tools).
        name: the node's name for ``add_node(tool_node)``.
        tags: tags for the node.
        handle_tool_errors: how a failing tool is reported back to the model:
            ``True`` catches every error (``"Error: <repr>\\n Please fix your mistakes."``);
            a string is the message for any error; a callable ``(exc) -> str``
            builds it (and, if its parameter is annotated, catches only those
            types); an exception type or tuple catches only those; ``False``
            raises. The default catches only ``ToolInvocationError`` (bad
            arguments from the model) and raises everything else.
        messages_key: the state key holding the messages.
        wrap_tool_call: ``(request, execute) -> ToolMessage | Command`` around
            each call (retries, caching, rewriting the call).
        awrap_tool_call: async twin; without it async runs use ``wrap_tool_call``.

    Input: a list of messages, a dict (or model) with ``messages_key``, a list of
    tool calls, or a ``ToolCallWithContext`` (one call sent with ``Send``).

    Output: ``{messages_key: [ToolMessage, ...]}`` in call order (a bare list for
    list input); when a tool returns a ``Command``, a list mixing those commands
    and ``{messages_key: [ToolMessage]}`` updates.

    Raises:
        ValueError: the input holds no messages, or no AI message.
    """

    def __init__(
        self,
        tools: Sequence[Any],
        *,
        name: str = "tools",
        tags: list[str] | None = None,
        handle_tool_errors: bool
        | str
        | Callable[..., str]
        | type[Exception]
        | tuple[type[Exception], ...] = _default_handle_tool_errors,
        messages_key: str = "messages",
        wrap_tool_call: ToolCallWrapper | None = None,
        awrap_tool_call: AsyncToolCallWrapper | None = None,
    ) -> None:
        self.name = name
        self.__name__ = name
        self.tags = tags
        self._handle_tool_errors = handle_tool_errors
        self._messages_key = messages_key
        self._wrap_tool_call = wrap_tool_call
        self._awrap_tool_call = awrap_tool_call
        self._tools_by_name: dict[str, Any] = {}
        self._injected: dict[str, InjectedArgs] = {}
        self._executables: dict[str, Any] = {}
        for item in tools:
            tool = as_tool(item)
            self._tools_by_name[tool.name] = tool
            self._executables[tool.name] = executable(tool)
            self._injected[tool.name] = injected_args_of(tool)

    @property
    def tools_by_name(self) -> dict[str, Any]:
        """Tool name → tool."""
        return self._tools_by_name

    @property
    def handle_tool_errors(self) -> Any:
        """The ``handle_tool_errors`` setting."""
        return self._handle_tool_errors

    @property
    def messages_key(self) -> str:
        """The state key holding the messages."""
        return self._messages_key

    def __repr__(self) -> str:
        return f"ToolNode(tools={list(self._tools_by_name)})"

    # -- input ------------------------------------------------------------------------

    def _parse_input(self, input: Any) -> tuple[list[Any], InputType, bool]:
        """The tool calls, the input shape, and whether messages are LangChain's."""
        if isinstance(input, list) and input and isinstance(input[-1], dict) and input[-1].get("type") == "tool_call":
            return list(input), "tool_calls", HAVE_LANGCHAIN
        if isinstance(input, dict) and input.get("__type") == "tool_call_with_context":
            return [input["tool_call"]], "tool_calls", HAVE_LANGCHAIN
        if isinstance(input, list):
            messages, shape = input, "list"
        elif messages := _messages_in(input, self._messages_key):
            shape = "dict"
        else:
            raise ValueError("No message found in input")
        ai = next((m for m in reversed(messages) if is_ai_message(m)), None)
        if ai is None:
            raise ValueError("No AIMessage found in input")
        return list(ai.tool_calls), shape, is_lc_message(ai)  # type: ignore[return-value]

    @staticmethod
    def _state_of(input: Any) -> Any:
        """The state tools see: the sender's for a ``ToolCallWithContext``, the graph's
        current state for a bare list of tool calls, else the input itself."""
        if isinstance(input, dict) and input.get("__type") == "tool_call_with_context":
            return input["state"]
        if isinstance(input, list) and input and isinstance(input[-1], dict) and input[-1].get("type") == "tool_call":
            return _graph_state()
        return input

    def _runtimes(self, input: Any, calls: list[Any], config: Any) -> list[ToolRuntime[Any, Any]]:
        runtime = config_runtime(config)
        state = self._state_of(input)
        tools = list(self._tools_by_name.values())
        return [
            ToolRuntime(
                state=state,
                tool_call_id=call.get("id"),
                config=dict(config or {}),
                context=runtime.context,
                store=runtime.store,
                stream_writer=runtime.stream_writer,
                tools=tools,
                execution_info=runtime.execution_info,
                server_info=runtime.server_info,
            )
            for call in calls
        ]

    # -- public entry points -----------------------------------------------------------

    def invoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        """Run every tool call (in parallel on threads); see the class docstring."""
        calls, shape, lc = self._parse_input(input)
        runtimes = self._runtimes(input, calls, config)
        limit = (config or {}).get("max_concurrency")
        outputs = map_in_threads(
            lambda pair: self._run_one(pair[0], shape, pair[1], lc),
            list(zip(calls, runtimes)),
            limit,
            ordered_interrupts=True,
        )
        return self._combine(outputs, shape)

    async def ainvoke(self, input: Any, config: Any = None, **kwargs: Any) -> Any:
        """Async twin of ``invoke``: the calls run concurrently."""
        calls, shape, lc = self._parse_input(input)
        runtimes = self._runtimes(input, calls, config)
        outputs = await gather_in_order(
            [
                (lambda call=call, rt=rt: self._arun_one(call, shape, rt, lc))
                for call, rt in zip(calls, runtimes)
            ]
        )
        return self._combine(outputs, shape)

    def __call__(self, input: Any, config: Any = None) -> Any:
        return self.invoke(input, config)

    # -- one call --------------------------------------------------------------------

    def _request(self, call: Any, runtime: ToolRuntime[Any, Any]) -> ToolCallRequest:
        return ToolCallRequest(
            tool_call=call, tool=self._tools_by_name.get(call["name"]), state=runtime.state, runtime=runtime
        )

    def _run_one(self, call: Any, shape: InputType, runtime: ToolRuntime[Any, Any], lc: bool) -> Any:
        request = self._request(call, runtime)
        if self._wrap_tool_call is None:
            return self._execute(request, shape, lc)
        try:
            return self._wrap_tool_call(request, lambda req: self._execute(req, shape, lc))
        except GraphBubbleUp:
            raise
        except Exception as exc:
            if not self._handle_tool_errors:
                raise
            return self._error_message(exc, request.tool_call, lc)

    async def _arun_one(self, call: Any, shape: InputType, runtime: ToolRuntime[Any, Any], lc: bool) -> Any:
        request = self._request(call, runtime)
        if self._awrap_tool_call is None and self._wrap_tool_call is None:
            return await self._aexecute(request, shape, lc)
        try:
            if self._awrap_tool_call is not None:
                return await self._awrap_tool_call(request, lambda req: self._aexecute(req, shape, lc))
            wrap = self._wrap_tool_call
            assert wrap is not None
            return wrap(request, lambda req: self._execute(req, shape, lc))
        except GraphBubbleUp:
            raise
        except Exception as exc:
            if not self._handle_tool_errors:
                raise
            return self._error_message(exc, request.tool_call, lc)

    def _prepare(self, request: ToolCallRequest, lc: bool) -> tuple[Any, dict[str, Any] | None]:
        """``(tool, call to pass it)``, or ``(error message, None)`` for an unknown tool."""
        call = request.tool_call
        if request.tool is None:
            if call["name"] not in self._tools_by_name:
                return self._invalid_tool_message(call, lc), None
            raise TypeError(f"Tool {call['name']} is not registered with ToolNode")
        injected = self._inject(call, request.runtime, request.tool)
        tool = request.tool
        if tool is self._tools_by_name.get(call["name"]):
            tool = self._executables[call["name"]]
        return tool, {**injected, "type": "tool_call"}

    def _execute(self, request: ToolCallRequest, shape: InputType, lc: bool) -> Any:
        tool, call_args = self._prepare(request, lc)
        if call_args is None:
            return tool
        try:
            response = self._guard_validation(lambda: tool.invoke(call_args, request.runtime.config), request)
            return self._normalize(response, request.tool_call, shape)
        except GraphBubbleUp:
            raise
        except Exception as exc:  # noqa: BLE001 - handle_tool_errors decides (re-raises the rest)
            return self._on_tool_error(exc, request.tool_call, lc)

    async def _aexecute(self, request: ToolCallRequest, shape: InputType, lc: bool) -> Any:
        tool, call_args = self._prepare(request, lc)
        if call_args is None:
            return tool
        config = request.runtime.config
        try:
            try:
                if has_native_async(tool) and (_on_asyncio() or not is_langchain_tool(tool)):
                    response = await tool.ainvoke(call_args, config)
                elif has_native_async(tool):
                    # langchain-core's async tool path needs asyncio: under trio it gets
                    # its own event loop on a worker thread
                    response = await run_in_thread(lambda: asyncio.run(tool.ainvoke(call_args, config)))
                else:
                    # langchain-core would hop to an asyncio executor; a worker thread
                    # works under trio too
                    response = await run_in_thread(lambda: tool.invoke(call_args, config))
            except Exception as exc:
                wrapped = self._as_invocation_error(exc, request)
                if wrapped is exc:
                    raise
                raise wrapped from exc
            return self._normalize(response, request.tool_call, shape)
        except GraphBubbleUp:
            raise
        except Exception as exc:  # noqa: BLE001 - handle_tool_errors decides (re-raises the rest)
            return self._on_tool_error(exc, request.tool_call, lc)

    def _guard_validation(self, run: Callable[[], Any], request: ToolCallRequest) -> Any:
        try:
            return run()
        except Exception as exc:
            wrapped = self._as_invocation_error(exc, request)
            if wrapped is exc:
                raise
            raise wrapped from exc

    def _as_invocation_error(self, exc: Exception, request: ToolCallRequest) -> Exception:
        """A pydantic validation error of the tool's arguments becomes a ``ToolInvocationError``."""
        try:
            from pydantic import ValidationError
        except ImportError:  # pragma: no cover
            return exc
        if not isinstance(exc, ValidationError):
            return exc
        call = request.tool_call
        filtered = _filtered_errors(exc, self._injected.get(call["name"]))
        return ToolInvocationError(call["name"], exc, call["args"], filtered)

    def _on_tool_error(self, exc: Exception, call: Any, lc: bool) -> Any:
        flag = self._handle_tool_errors
        # the cause chained by _as_invocation_error is not the error to handle
        if not flag or not isinstance(exc, _handled_types(flag)):
            raise exc
        return self._error_message(exc, call, lc)

    def _error_message(self, exc: Exception, call: Any, lc: bool) -> Any:
        content = _error_content(exc, self._handle_tool_errors)
        return message_classes(lc).ToolMessage(
            content=content, name=call["name"], tool_call_id=call["id"], status="error"
        )

    def _invalid_tool_message(self, call: Any, lc: bool) -> Any:
        content = INVALID_TOOL_NAME_ERROR_TEMPLATE.format(
            requested_tool=call["name"], available_tools=", ".join(self._tools_by_name)
        )
        return message_classes(lc).ToolMessage(
            content=content, name=call["name"], tool_call_id=call["id"], status="error"
        )

    # -- injection -------------------------------------------------------------------

    def _inject(self, call: Any, runtime: ToolRuntime[Any, Any], tool: Any) -> Any:
        """A copy of ``call`` whose args carry the injected values (model-sent ones dropped)."""
        injected = self._injected.get(call["name"])
        # the registered tool's args were read at construction (an empty result is falsy:
        # test for the tool, or every call would read its type hints again)
        if not injected and tool is not self._tools_by_name.get(call["name"]):
            injected = injected_args_of(tool)
        if not injected:
            return call
        return self._with_injected(call, injected, runtime.state, runtime.store, runtime)

    def _with_injected(
        self, call: Any, injected: InjectedArgs, state: Any, store: Any, runtime: ToolRuntime[Any, Any] | None
    ) -> Any:
        """``call`` with its injected arguments set (the ``ToolRuntime`` one only when
        ``runtime`` is given) and model-sent values for any injected argument dropped."""
        values: dict[str, Any] = {}
        if injected.state:
            values.update(self._state_values(call, state, injected))
        if injected.store:
            if store is None:
                raise ValueError(
                    "Cannot inject store into tools with InjectedStore annotations - "
                    "please compile your graph with a store."
                )
            values[injected.store] = store
        if injected.runtime and runtime is not None:
            values[injected.runtime] = runtime
        kept = {k: v for k, v in call["args"].items() if k not in injected.all_keys}
        return {**call, "args": {**kept, **values}}

    def inject_tool_args(self, tool_call: Any, input: Any, store: Any) -> Any:
        """``tool_call`` with the arguments its tool marks ``InjectedState`` /
        ``InjectedStore`` filled from ``input`` (the graph state: a dict, a model
        instance or a list of messages) and ``store``; a call to a tool the node
        does not have comes back as it is. The node's own runs inject again, so a
        call prepared here can be sent to the node with ``Send("tools", [call])``
        (older langgraph-prebuilt releases had this method; langgraph-bigtool uses it).

        Raises:
            ValueError: the tool takes the store and ``store`` is ``None``, or takes
                state keys a list of messages cannot give.
            KeyError: a dict ``input`` lacks a state key the tool requires.
        """
        injected = self._injected.get(tool_call["name"])
        if not injected:
            return tool_call
        return self._with_injected(tool_call, injected, input, store, None)

    def _state_values(self, call: Any, state: Any, injected: InjectedArgs) -> dict[str, Any]:
        if isinstance(state, list):
            wanted = list(injected.state.values())
            if (len(wanted) == 1 and wanted[0] == self._messages_key) or wanted[0] is None:
                state = {self._messages_key: state}
            else:
                message = f"Invalid input to ToolNode. Tool {call['name']} requires graph state dict as input."
                if any(wanted):
                    message += f" State should contain fields {', '.join(f for f in wanted if f)}."
                raise ValueError(message)
        values: dict[str, Any] = {}
        for arg, key in injected.state.items():
            if not key:
                values[arg] = state
            elif isinstance(state, dict):
                if key in state:
                    values[arg] = state[key]
                elif arg not in injected.optional_state:
                    raise KeyError(key)
            elif hasattr(state, key):
                values[arg] = getattr(state, key)
            elif arg not in injected.optional_state:
                raise AttributeError(key)
        return values

    # -- output ----------------------------------------------------------------------

    def _normalize(self, response: Any, call: Any, shape: InputType) -> Any:
        return normalize_response(response, call, shape, self._messages_key)

    def _combine(self, outputs: list[Any], shape: InputType) -> Any:
        return combine_outputs(outputs, shape, self._messages_key)


# names LangGraph's module only imports, which programs import from it all the same
from lingxigraph._internal._reexports import lc_message, reexports  # noqa: E402

__getattr__ = reexports(
    __name__,
    {
        "Command": "lingxigraph.types:Command",
        "Send": "lingxigraph.types:Send",
        "BaseStore": "lingxigraph.store.base:BaseStore",
        "StreamWriter": "lingxigraph.types:StreamWriter",
        "REMOVE_ALL_MESSAGES": "lingxigraph.messages:REMOVE_ALL_MESSAGES",
        "AIMessage": lc_message("AIMessage"),
        "ToolMessage": lc_message("ToolMessage"),
        "AnyMessage": lc_message("AnyMessage"),
        "RemoveMessage": lc_message("RemoveMessage"),
        "ToolCall": lc_message("ToolCall"),
        "convert_to_messages": lc_message("convert_to_messages"),
        "BaseTool": "langchain_core.tools:BaseTool",
        "RunnableConfig": "langchain_core.runnables:RunnableConfig|lingxigraph.config:RunnableConfig",
    },
)
