"""Building the ReAct agent graph (``create_react_agent``)."""

from __future__ import annotations

import inspect
import types
import warnings
from collections.abc import Callable, Sequence
from typing import Any, Literal

from typing_extensions import deprecated, get_type_hints

from lingxigraph._internal._constants import END
from lingxigraph._internal._runnable import RunnableCallable
from lingxigraph._internal._typing import is_class
from lingxigraph.prebuilt._compat import (
    is_ai_message,
    is_lc_message,
    is_tool_message,
    message_classes,
)
from lingxigraph.prebuilt.chat_agent_executor import (
    _OUT_OF_STEPS,
    AgentState,
    AgentStateWithStructuredResponse,
    _current_runtime,
    _get_model,
    _is_runnable,
    _Prompt,
    _should_bind_tools,
    _state_value,
    _validate_chat_history,
)
from lingxigraph.prebuilt.tool_node import ToolNode
from lingxigraph.types import Send
from lingxigraph.warnings import LangGraphDeprecatedSinceV10


class _ModelCaller:
    """Calls the (static or per-state) model with the prompt applied."""

    def __init__(self, model: Any, prompt: Any, tools: list[Any], builtin: list[dict[str, Any]]) -> None:
        self.prompt = _Prompt(prompt)
        self.dynamic = not isinstance(model, str) and not _is_runnable(model) and callable(model)
        self.is_async = self.dynamic and inspect.iscoroutinefunction(model)
        if isinstance(model, str):
            model = _init_chat_model(model)
        if not self.dynamic and _should_bind_tools(model, tools, num_builtin=len(builtin)) and (tools or builtin):
            model = model.bind_tools([*tools, *builtin])
        self.model = model

    def resolve(self, state: Any) -> Any:
        """The model for this call (a dynamic model is picked from state and runtime)."""
        if self.is_async:
            raise RuntimeError(
                "Async model callable provided but agent invoked synchronously. Use agent.ainvoke() or "
                "agent.astream(), or provide a sync model callable."
            )
        return self.model(state, _current_runtime()) if self.dynamic else self.model

    async def aresolve(self, state: Any) -> Any:
        """Async twin of ``resolve``."""
        if not self.dynamic:
            return self.model
        model = self.model(state, _current_runtime())
        return await model if inspect.isawaitable(model) else model

    def invoke(self, state: Any, config: Any) -> Any:
        """The model's reply to the prompted state."""
        model = self.resolve(state)
        return model.invoke(self.prompt.invoke(state, config), config)

    async def ainvoke(self, state: Any, config: Any) -> Any:
        """Async twin of ``invoke``."""
        model = await self.aresolve(state)
        model_input = await self.prompt.ainvoke(state, config)
        if _needs_own_loop(model):
            # langchain-core's async model path needs asyncio: under trio it gets its
            # own event loop on a worker thread
            import asyncio

            from lingxigraph.prebuilt._concurrency import run_in_thread

            return await run_in_thread(lambda: asyncio.run(model.ainvoke(model_input, config)))
        return await model.ainvoke(model_input, config)


def _needs_own_loop(model: Any) -> bool:
    from lingxigraph.prebuilt._compat import HAVE_LANGCHAIN
    from lingxigraph.prebuilt.tool_node import _on_asyncio

    if not HAVE_LANGCHAIN or _on_asyncio():
        return False
    from langchain_core.runnables import Runnable

    return isinstance(model, Runnable)


def _init_chat_model(model: str) -> Any:
    try:
        from langchain.chat_models import init_chat_model  # type: ignore[import-not-found]
    except ImportError:
        raise ImportError(
            "Please install langchain (`pip install langchain`) to use '<provider>:<model>' string syntax "
            "for `model` parameter."
        ) from None
    return init_chat_model(model)


class _AgentSteps:
    """The agent's node bodies and routers, sharing the agent's settings."""

    def __init__(
        self,
        caller: _ModelCaller,
        *,
        name: str | None,
        return_direct: set[str],
        pre_model_hook: bool,
        pydantic_state: bool,
        response_format: Any,
    ) -> None:
        self.caller = caller
        self.name = name
        self.return_direct = return_direct
        self.pre_model_hook = pre_model_hook
        self.pydantic_state = pydantic_state
        self.response_format = response_format

    def _needs_more_steps(self, state: Any, response: Any) -> bool:
        is_ai = is_ai_message(response)
        has_calls = is_ai and bool(response.tool_calls)
        all_direct = is_ai and all(c["name"] in self.return_direct for c in response.tool_calls)
        remaining = _state_value(state, "remaining_steps", None)
        if remaining is None:
            return False
        return (remaining < 1 and all_direct) or (remaining < 2 and has_calls)

    def _model_input(self, state: Any) -> Any:
        if self.pre_model_hook:
            messages = _state_value(state, "llm_input_messages") or _state_value(state, "messages")
            expected = "'llm_input_messages' or 'messages' key"
        else:
            messages = _state_value(state, "messages")
            expected = "'messages' key"
        if messages is None:
            raise ValueError(f"Expected input to call_model to have {expected}, but got {state}")
        _validate_chat_history(messages)
        if self.pydantic_state:
            state.messages = messages
        else:
            state["messages"] = messages
        return state

    def _reply(self, state: Any, response: Any) -> dict[str, Any]:
        try:
            response.name = self.name
        except (AttributeError, TypeError):
            pass
        if self._needs_more_steps(state, response):
            ai = message_classes(is_lc_message(response)).AIMessage
            return {"messages": [ai(id=response.id, content=_OUT_OF_STEPS)]}
        return {"messages": [response]}

    def call_model(self, state: Any, config: Any) -> dict[str, Any]:
        """The ``agent`` node: ask the model, given the (prompted) conversation."""
        if self.caller.is_async:
            self.caller.resolve(state)  # raises the sync-run error
        state_in = self._model_input(state)
        return self._reply(state, self.caller.invoke(state_in, config))

    async def acall_model(self, state: Any, config: Any) -> dict[str, Any]:
        """Async twin of ``call_model``."""
        state_in = self._model_input(state)
        return self._reply(state, await self.caller.ainvoke(state_in, config))

    def _structured_input(self, state: Any) -> tuple[Any, Any]:
        messages = _state_value(state, "messages")
        schema = self.response_format
        if isinstance(schema, tuple):
            system_prompt, schema = schema
            lc = any(is_lc_message(m) for m in messages)
            messages = [message_classes(lc).SystemMessage(content=system_prompt), *messages]
        return messages, schema

    def structured_response(self, state: Any, config: Any) -> dict[str, Any]:
        """The ``generate_structured_response`` node."""
        messages, schema = self._structured_input(state)
        model = _get_model(self.caller.resolve(state)).with_structured_output(schema)
        return {"structured_response": model.invoke(messages, config)}

    async def astructured_response(self, state: Any, config: Any) -> dict[str, Any]:
        """Async twin of ``structured_response``."""
        messages, schema = self._structured_input(state)
        model = _get_model(await self.caller.aresolve(state)).with_structured_output(schema)
        return {"structured_response": await model.ainvoke(messages, config)}


def _send_calls(calls: Sequence[Any], state: Any) -> list[Send]:
    return [
        Send("tools", {"__type": "tool_call_with_context", "tool_call": call, "state": state}) for call in calls
    ]


def _check_state_schema(state_schema: Any, response_format: Any) -> None:
    required = {"messages", "remaining_steps"}
    if response_format is not None:
        required.add("structured_response")
    if missing := required - set(get_type_hints(state_schema)):
        raise ValueError(f"Missing required key(s) {missing} in state_schema")


def _model_input_schema(state_schema: Any) -> Any:
    """The ``agent`` node's input schema with a pre-model hook: the state plus
    ``llm_input_messages``."""
    from pydantic import BaseModel, create_model

    from lingxigraph.prebuilt._compat import HAVE_LANGCHAIN

    if HAVE_LANGCHAIN:
        from langchain_core.messages import AnyMessage
    else:  # pragma: no cover
        AnyMessage = Any
    if is_class(state_schema) and issubclass(state_schema, BaseModel):
        return create_model("CallModelInputSchema", llm_input_messages=(list[AnyMessage], ...), __base__=state_schema)

    def body(ns: dict[str, Any]) -> None:
        # a real type, not a PEP 563 string: ``AnyMessage`` is local, so a string
        # annotation would not resolve when the graph reads the schema's hints
        ns["__annotations__"] = {"llm_input_messages": list[AnyMessage]}
        ns["__module__"] = __name__

    return types.new_class("CallModelInputSchema", (state_schema,), exec_body=body)


@deprecated(
    "create_react_agent has been moved to `langchain.agents`. Please update your import to "
    "`from langchain.agents import create_agent`.",
    category=LangGraphDeprecatedSinceV10,
)
def create_react_agent(
    model: Any,
    tools: Sequence[Any] | ToolNode,
    *,
    prompt: Any = None,
    response_format: Any = None,
    pre_model_hook: Any = None,
    post_model_hook: Any = None,
    state_schema: Any = None,
    context_schema: type[Any] | None = None,
    checkpointer: Any = None,
    store: Any = None,
    interrupt_before: list[str] | None = None,
    interrupt_after: list[str] | None = None,
    debug: bool = False,
    version: Literal["v1", "v2"] = "v2",
    name: str | None = None,
    **deprecated_kwargs: Any,
) -> Any:
    """A compiled graph where a chat model calls tools until it gives an answer.

    Args:
        model: a chat model (tools are bound with ``bind_tools`` unless already
            bound), a ``"provider:model"`` string (needs ``langchain``), or a
            callable ``(state, runtime) -> model`` picked on every call.
        tools: tools (LangChain tools, functions, or provider tool dicts passed
            only to the model) or a ``ToolNode``.
        prompt: ``None`` (the messages as they are), a string or system message
            put first, a callable ``state -> model input``, or a runnable.
        response_format: a schema (or ``(system prompt, schema)``) for a final
            ``generate_structured_response`` node filling ``structured_response``.
        pre_model_hook: a node run before every model call (may return
            ``llm_input_messages`` to use instead of ``messages``).
        post_model_hook: a node run after every model call.
        state_schema: the state type; must have ``messages`` and
            ``remaining_steps`` (and ``structured_response`` with a response format).
        context_schema: the run context's type.
        checkpointer, store, interrupt_before, interrupt_after, debug, name:
            passed to ``compile``.
        version: ``"v2"`` runs each tool call as its own ``tools`` task (via
            ``Send``); ``"v1"`` runs all calls of a message in one task.

    Returns:
        The compiled ``StateGraph``.

    Raises:
        TypeError: unknown keyword arguments.
        ValueError: a bad ``version``, a state schema missing required keys, or
            model-bound tools that differ from ``tools``.
    """
    context_schema = _pop_config_schema(deprecated_kwargs, context_schema)
    if version not in ("v1", "v2"):
        raise ValueError(f"Invalid version {version}. Supported versions are 'v1' and 'v2'.")
    if state_schema is not None:
        _check_state_schema(state_schema, response_format)
    else:
        state_schema = AgentStateWithStructuredResponse if response_format is not None else AgentState
    builtin: list[dict[str, Any]] = []
    if isinstance(tools, ToolNode):
        tool_node = tools
    else:
        builtin = [t for t in tools if isinstance(t, dict)]
        tool_node = ToolNode([t for t in tools if not isinstance(t, dict)])
    tool_list = list(tool_node.tools_by_name.values())
    from pydantic import BaseModel

    steps = _AgentSteps(
        _ModelCaller(model, prompt, tool_list, builtin),
        name=name,
        return_direct={t.name for t in tool_list if getattr(t, "return_direct", False)},
        pre_model_hook=pre_model_hook is not None,
        pydantic_state=is_class(state_schema) and issubclass(state_schema, BaseModel),
        response_format=response_format,
    )
    workflow = _build(
        steps,
        tool_node if tool_list else None,
        state_schema=state_schema,
        context_schema=context_schema,
        pre_model_hook=pre_model_hook,
        post_model_hook=post_model_hook,
        version=version,
    )
    return workflow.compile(
        checkpointer=checkpointer,
        store=store,
        interrupt_before=interrupt_before,
        interrupt_after=interrupt_after,
        debug=debug,
        name=name,
    )


def _pop_config_schema(kwargs: dict[str, Any], context_schema: Any) -> Any:
    if "config_schema" in kwargs:
        config_schema = kwargs.pop("config_schema")
        warnings.warn(
            "`config_schema` is deprecated and will be removed. Please use `context_schema` instead.",
            category=LangGraphDeprecatedSinceV10,
            stacklevel=3,
        )
        if context_schema is None:
            context_schema = config_schema
    if kwargs:
        raise TypeError(f"create_react_agent() got unexpected keyword arguments: {kwargs}")
    return context_schema


def _build(
    steps: _AgentSteps,
    tool_node: ToolNode | None,
    *,
    state_schema: Any,
    context_schema: Any,
    pre_model_hook: Any,
    post_model_hook: Any,
    version: str,
) -> Any:
    from lingxigraph.graph import StateGraph

    workflow = StateGraph(state_schema=state_schema, context_schema=context_schema)
    input_schema = _model_input_schema(state_schema) if pre_model_hook is not None else state_schema
    # (RunnableCallable as in LangGraph: get_graph().to_json() names the node's class)
    agent = RunnableCallable(steps.call_model, steps.acall_model, name="agent")
    workflow.add_node("agent", agent, input_schema=input_schema)
    if tool_node is not None:
        workflow.add_node("tools", tool_node)  # (LangGraph's node order: agent, tools, the hooks)
    entry = "agent"
    if pre_model_hook is not None:
        workflow.add_node("pre_model_hook", pre_model_hook)
        workflow.add_edge("pre_model_hook", "agent")
        entry = "pre_model_hook"
    workflow.set_entry_point(entry)
    if post_model_hook is not None:
        workflow.add_node("post_model_hook", post_model_hook)
    if steps.response_format is not None:
        workflow.add_node(
            "generate_structured_response",
            RunnableCallable(
                steps.structured_response, steps.astructured_response, name="generate_structured_response"
            ),
        )
    if tool_node is None:
        _wire_without_tools(workflow, post_model_hook is not None, steps.response_format is not None)
    else:
        _wire_with_tools(workflow, steps, entry, post_model_hook is not None, version)
    return workflow


def _wire_without_tools(workflow: Any, has_post_hook: bool, has_format: bool) -> None:
    last = "agent"
    if has_post_hook:
        workflow.add_edge("agent", "post_model_hook")
        last = "post_model_hook"
    if has_format:
        workflow.add_edge(last, "generate_structured_response")


def _wire_with_tools(
    workflow: Any, steps: _AgentSteps, entry: str, has_post_hook: bool, version: str
) -> None:
    has_format = steps.response_format is not None
    after_answer = "generate_structured_response" if has_format else END

    def should_continue(state: Any) -> str | list[Send]:
        last = _state_value(state, "messages")[-1]
        if not is_ai_message(last) or not last.tool_calls:
            return "post_model_hook" if has_post_hook else after_answer
        if version == "v1":
            return "tools"
        if has_post_hook:
            return "post_model_hook"
        return _send_calls(last.tool_calls, state)

    agent_paths = ["post_model_hook"] if has_post_hook else ["tools"]
    if not has_post_hook:
        agent_paths.append(after_answer)
    if has_post_hook:
        workflow.add_edge("agent", "post_model_hook")
        workflow.add_conditional_edges(
            "post_model_hook", _post_hook_router(entry, after_answer), path_map=[entry, "tools", after_answer]
        )
    workflow.add_conditional_edges("agent", should_continue, path_map=agent_paths)
    if steps.return_direct:
        workflow.add_conditional_edges("tools", _tools_router(steps.return_direct, entry), path_map=[entry, END])
    else:
        workflow.add_edge("tools", entry)


def _post_hook_router(entry: str, after_answer: str) -> Callable[[Any], Any]:
    def post_model_hook_router(state: Any) -> str | list[Send]:
        messages = _state_value(state, "messages")
        answered = {m.tool_call_id for m in messages if is_tool_message(m)}
        last_ai = next(m for m in reversed(messages) if is_ai_message(m))
        pending = [c for c in last_ai.tool_calls if c["id"] not in answered]
        if pending:
            return _send_calls(pending, state)
        if is_tool_message(messages[-1]):
            return entry
        return after_answer

    return post_model_hook_router


def _tools_router(return_direct: set[str], entry: str) -> Callable[[Any], str]:
    def route_tool_responses(state: Any) -> str:
        last: Any = None
        for last in reversed(_state_value(state, "messages")):
            if not is_tool_message(last):
                break
            if last.name in return_direct:
                return END
        # a return_direct tool may have run in another Send task of the same step
        if is_ai_message(last) and any(c["name"] in return_direct for c in last.tool_calls):
            return END
        return entry

    return route_tool_responses
