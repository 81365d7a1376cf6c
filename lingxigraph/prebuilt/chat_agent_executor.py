"""``create_react_agent``: a chat model calling tools in a loop until it answers.

Mirrors ``langgraph.prebuilt.chat_agent_executor`` (deprecated there in favour of
``langchain.agents.create_agent``, and so here). The graph has an ``agent`` node
(the model) and a ``tools`` node (a ``ToolNode``), plus optional
``pre_model_hook``, ``post_model_hook`` and ``generate_structured_response``
nodes. Version ``"v2"`` (the default) sends each tool call to ``tools`` as its
own task; ``"v1"`` runs all calls of a message in one ``tools`` task.
"""

from __future__ import annotations

import inspect
import warnings
from collections.abc import Callable, Sequence
from typing import Annotated, Any, TypeVar

from pydantic import BaseModel
from typing_extensions import NotRequired, TypedDict, deprecated

from lingxigraph._internal._call import call_with_config, config_runtime
from lingxigraph.errors import ErrorCode, create_error_message
from lingxigraph.graph.message import add_messages
from lingxigraph.managed import RemainingSteps
from lingxigraph.prebuilt._compat import (
    HAVE_LANGCHAIN,
    is_lc_message,
    message_classes,
    message_kinds,
)
from lingxigraph.warnings import LangGraphDeprecatedSinceV10

__all__ = (
    "AgentState",
    "AgentStatePydantic",
    "AgentStateWithStructuredResponse",
    "AgentStateWithStructuredResponsePydantic",
    "Prompt",
    "StateSchema",
    "StateSchemaType",
    "StructuredResponse",
    "StructuredResponseSchema",
    "create_react_agent",
    "create_tool_calling_executor",
)

if HAVE_LANGCHAIN:
    from langchain_core.messages import BaseMessage as _MessageType
else:  # pragma: no cover - exercised only without langchain-core
    _MessageType = Any  # type: ignore[assignment,misc]

PROMPT_RUNNABLE_NAME = "Prompt"
"""Name LangGraph gives the prompt step (kept for compatibility)."""
_OUT_OF_STEPS = "Sorry, need more steps to process this request."


@deprecated(
    "AgentState has been moved to `langchain.agents`. Please update your import to "
    "`from langchain.agents import AgentState`.",
    category=LangGraphDeprecatedSinceV10,
)
class AgentState(TypedDict):
    """The state of the agent."""

    # (the docstring is the input/output JSON schemas' "description": LangGraph's words)

    messages: Annotated[Sequence[_MessageType], add_messages]
    remaining_steps: NotRequired[RemainingSteps]


def _pydantic_state() -> type:
    from pydantic import BaseModel, ConfigDict

    class AgentStatePydantic(BaseModel):
        """The state of the agent."""

        model_config = ConfigDict(arbitrary_types_allowed=True)
        messages: Annotated[Sequence[_MessageType], add_messages]
        remaining_steps: RemainingSteps = 25

    return AgentStatePydantic


AgentStatePydantic = deprecated(
    "AgentStatePydantic has been deprecated in favor of AgentState in `langchain.agents`.",
    category=LangGraphDeprecatedSinceV10,
)(_pydantic_state())

with warnings.catch_warnings():
    warnings.simplefilter("ignore", LangGraphDeprecatedSinceV10)

    @deprecated(
        "AgentStateWithStructuredResponse has been deprecated in favor of AgentState in `langchain.agents`.",
        category=LangGraphDeprecatedSinceV10,
    )
    class AgentStateWithStructuredResponse(AgentState):  # type: ignore[misc]
        """The state of the agent with a structured response."""

        structured_response: Any

    @deprecated(
        "AgentStateWithStructuredResponsePydantic has been deprecated in favor of AgentState in `langchain.agents`.",
        category=LangGraphDeprecatedSinceV10,
    )
    class AgentStateWithStructuredResponsePydantic(AgentStatePydantic):  # type: ignore[misc,valid-type]
        """The state of the agent with a structured response."""

        structured_response: Any


with warnings.catch_warnings():
    warnings.simplefilter("ignore", LangGraphDeprecatedSinceV10)
    StateSchema = TypeVar("StateSchema", bound=AgentState | AgentStatePydantic)  # type: ignore[valid-type]
    """Any agent state type: ``AgentState``, ``AgentStatePydantic`` or a subclass."""

StateSchemaType = type[StateSchema]  # type: ignore[valid-type]
"""The type of ``state_schema`` that ``create_react_agent`` accepts."""

if HAVE_LANGCHAIN:
    from langchain_core.messages import SystemMessage as _SystemMessage
    from langchain_core.runnables import Runnable as _Runnable

    Prompt = _SystemMessage | str | Callable[[StateSchema], Any] | _Runnable[StateSchema, Any]
else:  # pragma: no cover - exercised only without langchain-core
    Prompt = str | Callable[[StateSchema], Any]  # type: ignore[misc]
"""What ``prompt=`` may be: a system message or its text, a function of the state
returning the model input, or a runnable doing the same."""

StructuredResponse = dict | BaseModel
"""A structured answer: a dict (JSON schema / TypedDict) or a pydantic instance."""

StructuredResponseSchema = dict | type[BaseModel]
"""What ``response_format`` may be: a JSON schema dict or a pydantic model class."""


def _state_value(state: Any, key: str, default: Any = None) -> Any:
    return state.get(key, default) if isinstance(state, dict) else getattr(state, key, default)


def _is_runnable(obj: Any) -> bool:
    if HAVE_LANGCHAIN:
        from langchain_core.runnables import Runnable

        if isinstance(obj, Runnable):
            return True
    return hasattr(obj, "invoke") and not inspect.isfunction(obj) and not inspect.ismethod(obj)


class _Prompt:
    """Turns the state into the model's input, as the ``prompt`` argument asks."""

    def __init__(self, prompt: Any) -> None:
        fixed = prompt is None or isinstance(prompt, str) or _is_system_message(prompt)
        if not fixed and not callable(prompt) and not _is_runnable(prompt):
            raise ValueError(f"Got unexpected type for `prompt`: {type(prompt)}")
        self.prompt = prompt

    def _fixed(self, state: Any) -> Any:
        messages = _state_value(state, "messages")
        prompt = self.prompt
        if prompt is None:
            return messages
        if isinstance(prompt, str):
            lc = any(is_lc_message(m) for m in messages) or (HAVE_LANGCHAIN and not messages)
            return [message_classes(lc).SystemMessage(content=prompt), *messages]
        return [prompt, *messages]

    def _is_fixed(self) -> bool:
        return self.prompt is None or isinstance(self.prompt, str) or _is_system_message(self.prompt)

    def invoke(self, state: Any, config: Any) -> Any:
        """The model input for ``state``."""
        if self._is_fixed():
            return self._fixed(state)
        if _is_runnable(self.prompt):
            return self.prompt.invoke(state, config)
        if inspect.iscoroutinefunction(self.prompt):
            raise RuntimeError("An async prompt function needs an async run (ainvoke/astream)")
        # a prompt function may also declare config, runtime, store, ... (as nodes do)
        result = call_with_config(self.prompt, state, config)
        # a runnable it returns (``SystemMessage(...) + messages`` is a prompt template) runs on the state
        return result.invoke(state, config) if _is_runnable(result) else result

    async def ainvoke(self, state: Any, config: Any) -> Any:
        """Async twin of ``invoke``."""
        if self._is_fixed():
            return self._fixed(state)
        if _is_runnable(self.prompt):
            return await self.prompt.ainvoke(state, config)
        result = call_with_config(self.prompt, state, config)
        if inspect.isawaitable(result):
            result = await result
        if not _is_runnable(result):
            return result
        from lingxigraph.prebuilt.tool_node import _on_asyncio

        # langchain-core's async path needs asyncio; under trio the (formatting-only)
        # template runs synchronously
        return await result.ainvoke(state, config) if _on_asyncio() else result.invoke(state, config)


def _is_system_message(obj: Any) -> bool:
    return getattr(obj, "type", None) == "system" and hasattr(obj, "content") and not isinstance(obj, dict)


def _unwrap_sequence(model: Any) -> Any:
    """The chat model step of a ``RunnableSequence`` (the model itself otherwise)."""
    if not HAVE_LANGCHAIN:
        return model
    from langchain_core.language_models import BaseChatModel
    from langchain_core.runnables import RunnableBinding, RunnableSequence

    if isinstance(model, RunnableSequence):
        return next((s for s in model.steps if isinstance(s, (RunnableBinding, BaseChatModel))), model)
    return model


def _tool_name_of(spec: dict[str, Any]) -> str | None:
    if spec.get("type") == "function":
        return spec["function"]["name"]
    return spec.get("name")


def _should_bind_tools(model: Any, tools: Sequence[Any], num_builtin: int = 0) -> bool:
    """False when ``model`` already has these tools bound.

    Raises:
        ValueError: the bound tools differ from ``tools``.
    """
    if not HAVE_LANGCHAIN:
        return True
    from langchain_core.runnables import RunnableBinding

    model = _unwrap_sequence(model)
    if not isinstance(model, RunnableBinding) or "tools" not in model.kwargs:
        return True
    bound = model.kwargs["tools"]
    if len(tools) != len(bound) - num_builtin:
        raise ValueError(
            "Number of tools in the model.bind_tools() and tools passed to create_react_agent must match"
            f" Got {len(tools)} tools, expected {len(bound) - num_builtin}"
        )
    bound_names = {name for spec in bound if (name := _tool_name_of(spec))}
    if missing := {t.name for t in tools} - bound_names:
        raise ValueError(f"Missing tools '{missing}' in the model.bind_tools()")
    return False


def _get_model(model: Any) -> Any:
    """The chat model under a tool binding or sequence.

    Raises:
        TypeError: ``model`` is not a chat model (LangChain installed).
    """
    if not HAVE_LANGCHAIN:
        return model
    from langchain_core.language_models import BaseChatModel
    from langchain_core.runnables import RunnableBinding

    model = _unwrap_sequence(model)
    if isinstance(model, RunnableBinding):
        model = model.bound
    if not isinstance(model, BaseChatModel):
        raise TypeError(
            "Expected `model` to be a ChatModel or RunnableBinding (e.g. model.bind_tools(...)), "
            f"got {type(model)}"
        )
    return model


def _validate_chat_history(messages: Sequence[Any]) -> None:
    """Every tool call of an AI message must have its ``ToolMessage``.

    Raises:
        ValueError: some calls have no answer (``INVALID_CHAT_HISTORY``).
    """
    # one pass, class tuples looked up once: this runs on the whole history every model turn
    ai_kinds, tool_kinds = message_kinds("AIMessage"), message_kinds("ToolMessage")
    calls: list[Any] = []
    answered: set[Any] = set()
    for m in messages:
        if isinstance(m, ai_kinds):
            if m.tool_calls:
                calls.extend(m.tool_calls)
        elif isinstance(m, tool_kinds):
            answered.add(m.tool_call_id)
    unanswered = [call for call in calls if call["id"] not in answered]
    if not unanswered:
        return
    raise ValueError(
        create_error_message(
            message="Found AIMessages with tool_calls that do not have a corresponding ToolMessage. "
            f"Here are the first few of those tool calls: {unanswered[:3]}.\n\n"
            "Every tool call (LLM requesting to call a tool) in the message history MUST have a corresponding "
            "ToolMessage (result of a tool invocation to return to the LLM) - this is required by most LLM providers.",
            error_code=ErrorCode.INVALID_CHAT_HISTORY,
        )
    )


def _current_runtime() -> Any:
    return config_runtime(None)


from lingxigraph.prebuilt._agent_graph import create_react_agent

create_tool_calling_executor = create_react_agent


# names LangGraph's module only imports, which programs import from it all the same
from lingxigraph._internal._reexports import lc_message, reexports  # noqa: E402

__getattr__ = reexports(
    __name__,
    {
        "ToolNode": "lingxigraph.prebuilt.tool_node:ToolNode",
        "StateGraph": "lingxigraph.graph.state:StateGraph",
        "CompiledStateGraph": "lingxigraph.graph.state:CompiledStateGraph",
        "Runtime": "lingxigraph.runtime:Runtime",
        "Send": "lingxigraph.types:Send",
        "END": "lingxigraph.constants:END",
        "Checkpointer": "lingxigraph.types:Checkpointer",
        "BaseStore": "lingxigraph.store.base:BaseStore",
        "AIMessage": lc_message("AIMessage"),
        "ToolMessage": lc_message("ToolMessage"),
        "SystemMessage": lc_message("SystemMessage"),
        "BaseMessage": lc_message("BaseMessage"),
        "AnyMessage": lc_message("AnyMessage"),
        "BaseChatModel": "langchain_core.language_models:BaseChatModel",
        "LanguageModelLike": "langchain_core.language_models:LanguageModelLike",
        "BaseTool": "langchain_core.tools:BaseTool",
        "Runnable": "langchain_core.runnables:Runnable",
        "RunnableConfig": "langchain_core.runnables:RunnableConfig|lingxigraph.config:RunnableConfig",
    },
)
