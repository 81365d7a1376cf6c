"""Shared pieces of the prebuilt tests: a scripted LangChain chat model, tool calls,
a one-node graph runner and a driver wrapper (sync, asyncio, trio).

Expected values are what LangGraph 1.2.11 (langgraph-prebuilt 1.1.3) gives for the
same programs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any, Literal

import anyio
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import Field
from typing_extensions import TypedDict

from lingxigraph.graph import START, StateGraph
from lingxigraph.graph.message import add_messages

DriverName = Literal["sync", "asyncio", "trio"]
DRIVERS: tuple[DriverName, ...] = ("sync", "asyncio", "trio")


class ScriptedModel(BaseChatModel):
    """Answers the k-th call with ``script[k]`` (k = AI messages in its input), so
    every run of a graph replays the same conversation."""

    script: list[Any]
    seen: list[list[str]] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def bind_tools(self, tools: Any, **kwargs: Any) -> ScriptedModel:
        return self

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kwargs: Any) -> ChatResult:
        self.seen.append([f"{m.type}:{m.content}" for m in messages])
        k = sum(1 for m in messages if m.type == "ai")
        reply = self.script[min(k, len(self.script) - 1)]
        if isinstance(reply, str):
            reply = AIMessage(content=reply)
        message = reply.model_copy(update={"id": reply.id or f"m{k}"})
        return ChatResult(generations=[ChatGeneration(message=message)])


def call(name: str, args: dict[str, Any], id: str) -> dict[str, Any]:
    """A tool call as a model returns it."""
    return {"name": name, "args": args, "id": id, "type": "tool_call"}


def ai(*calls: dict[str, Any], content: str = "") -> AIMessage:
    """An AI message asking for ``calls``."""
    return AIMessage(content=content, tool_calls=list(calls))


class State(TypedDict, total=False):
    """Messages plus one extra key for InjectedState tests."""

    messages: Annotated[list[Any], add_messages]
    foo: str


def shown(value: Any) -> Any:
    """Messages as comparable tuples: tool messages ``("tool", content, name, call id,
    status)``, others ``(type, content)``."""
    if isinstance(value, dict):
        return {k: shown(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [shown(v) for v in value]
    if isinstance(value, ToolMessage):
        return ("tool", value.content, value.name, value.tool_call_id, value.status)
    if isinstance(value, BaseMessage):
        return (value.type, value.content)
    return value


def node_graph(node: Any, schema: Any = State, **compile_kwargs: Any) -> Any:
    """A graph running ``node`` once from ``START``."""
    builder = StateGraph(schema)
    builder.add_node(node)
    builder.add_edge(START, node.name)
    return builder.compile(**compile_kwargs)


def run(driver: DriverName, graph: Any, method: str, *args: Any, **kwargs: Any) -> Any:
    """``graph.<method>(...)`` through a driver; streams come back as lists."""
    if driver == "sync":
        result = getattr(graph, method)(*args, **kwargs)
        return list(result) if method == "stream" else result

    async def main() -> Any:
        with anyio.fail_after(30):
            if method == "stream":
                return [chunk async for chunk in graph.astream(*args, **kwargs)]
            return await getattr(graph, "a" + method)(*args, **kwargs)

    return anyio.run(main, backend=driver)


def sorted_chunks(chunks: Sequence[Any]) -> list[str]:
    """Chunks as sorted strings (tool tasks of one step finish in any order)."""
    return sorted(repr(shown(c)) for c in chunks)
