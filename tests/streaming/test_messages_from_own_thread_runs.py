"""``messages`` mode sees the model tokens of a graph a node runs on a thread of its own.

A node that calls ``inner.invoke(..., {"configurable": {"thread_id": ...}})`` starts an
independent run (its own checkpoints), but, as in LangGraph 1.2.11, that run inherits the
callbacks the node exposes, so the caller's ``messages`` stream gets the inner model's
tokens with the inner run's metadata, under the inner run's own namespace (the root one for
its nodes: streamed with or without ``subgraphs=True``), and the finished message the node
returns is not sent again. LangGraph's outputs for these graphs were checked by script.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

pytest.importorskip("langchain_core")

from lingxigraph.checkpoint.memory import InMemorySaver  # noqa: E402
from lingxigraph.graph import START, MessagesState, StateGraph  # noqa: E402


def _graphs(is_async: bool, own_thread: bool = True, bound: bool = False) -> Any:
    # imported here: tests/prebuilt/conftest.py swaps langchain modules out of sys.modules
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage

    model = GenericFakeChatModel(messages=iter([AIMessage("hello big world", id="m1")] * 4))
    inner_config = {"configurable": {"thread_id": "inner-thread"}} if own_thread else None
    # (bound: the thread is bound to the inner graph with ``with_config``, the call has none)
    call_config = None if bound else inner_config

    if is_async:

        async def call_model(state: MessagesState) -> dict:
            return {"messages": [await model.ainvoke(state["messages"])]}

        async def outer_node(state: MessagesState) -> dict:
            result = await inner.ainvoke({"messages": state["messages"]}, call_config)
            return {"messages": result["messages"][-1:]}

    else:

        def call_model(state: MessagesState) -> dict:  # type: ignore[misc]
            return {"messages": [model.invoke(state["messages"])]}

        def outer_node(state: MessagesState) -> dict:  # type: ignore[misc]
            result = inner.invoke({"messages": state["messages"]}, call_config)
            return {"messages": result["messages"][-1:]}

    inner_builder = StateGraph(MessagesState)
    inner_builder.add_node("inner_model", call_model)
    inner_builder.add_edge(START, "inner_model")
    inner = inner_builder.compile(checkpointer=InMemorySaver())
    if bound:
        inner = inner.with_config(inner_config)
    return _outer(outer_node)


def _outer(outer_node: Any) -> Any:
    """The calling graph: one node, ``outer``, with a saver of its own."""
    builder = StateGraph(MessagesState)
    builder.add_node("outer", outer_node)
    builder.add_edge(START, "outer")
    return builder.compile(checkpointer=InMemorySaver())


def _seen(items: list[Any], subgraphs: bool) -> list[tuple[Any, ...]]:
    out = []
    for item in items:
        ns, (message, meta) = item if subgraphs else ((), item)
        out.append((
            ns,
            type(message).__name__,
            message.content,
            meta["langgraph_node"],
            meta["langgraph_step"],
            meta["langgraph_checkpoint_ns"].split(":")[0],
            meta["thread_id"],
        ))
    return out


def _expected(step: int, thread: str) -> list[tuple[Any, ...]]:
    tokens = ["hello", " ", "big", " ", "world"]
    return [((), "AIMessageChunk", t, "inner_model", step, "inner_model", thread) for t in tokens]


def test_sync_tokens_of_the_inner_run_reach_the_callers_stream() -> None:
    from langchain_core.messages import HumanMessage

    graph = _graphs(is_async=False)
    first = list(graph.stream({"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": "a"}},
                              stream_mode="messages"))
    assert _seen(first, subgraphs=False) == _expected(1, "a")
    # the inner thread goes on from its own checkpoints (step 4 on its second run)
    second = list(graph.stream({"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": "b"}},
                               stream_mode="messages", subgraphs=True))
    assert _seen(second, subgraphs=True) == _expected(4, "b")


def test_async_tokens_of_the_inner_run_reach_the_callers_stream() -> None:
    from langchain_core.messages import HumanMessage

    graph = _graphs(is_async=True)

    async def main() -> list[Any]:
        return [item async for item in graph.astream(
            {"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": "a"}},
            stream_mode="messages", subgraphs=True)]

    assert _seen(asyncio.run(main()), subgraphs=True) == _expected(1, "a")


@pytest.mark.parametrize("is_async", [False, True])
def test_a_thread_bound_with_with_config_makes_the_inner_run_its_own(is_async: bool) -> None:
    # (before: a thread bound to the inner graph was ignored: the inner graph ran as
    # the node's subgraph, saved under the caller's checkpointer, and only the finished
    # message reached the stream, attributed to the outer node)
    from langchain_core.messages import HumanMessage

    graph = _graphs(is_async=is_async, bound=True)
    request = ({"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": "a"}})
    if is_async:

        async def main() -> list[Any]:
            return [item async for item in graph.astream(*request, stream_mode="messages")]

        items = asyncio.run(main())
    else:
        items = list(graph.stream(*request, stream_mode="messages"))
    assert _seen(items, subgraphs=False) == _expected(1, "a")
    # the caller's checkpointer keeps its own thread only (no subgraph namespace)
    saved = {(c.config["configurable"]["thread_id"], c.config["configurable"]["checkpoint_ns"])
             for c in graph.checkpointer.list(None)}
    assert saved == {("a", "")}

def test_a_graph_run_as_the_nodes_child_still_streams_only_with_subgraphs() -> None:
    from langchain_core.messages import HumanMessage

    graph = _graphs(is_async=False, own_thread=False)
    plain = list(graph.stream({"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": "a"}},
                              stream_mode="messages"))
    # without subgraphs=True only the node's returned message, attributed to it
    assert [(type(m).__name__, m.content, meta["langgraph_node"]) for m, meta in plain] == [
        ("AIMessage", "hello big world", "outer")
    ]
    nested = list(graph.stream({"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": "b"}},
                               stream_mode="messages", subgraphs=True))
    assert [(ns[0].split(":")[0], m.content, meta["langgraph_node"]) for ns, (m, meta) in nested] == [
        ("outer", t, "inner_model") for t in ["hello", " ", "big", " ", "world"]
    ]


def test_the_inner_run_is_traced_as_a_child_of_the_calling_node() -> None:
    from langchain_core.callbacks import BaseCallbackHandler
    from langchain_core.messages import HumanMessage

    starts: dict[Any, tuple[str, Any]] = {}

    class Recorder(BaseCallbackHandler):
        def on_chain_start(self, serialized: Any, inputs: Any, *, run_id: Any, parent_run_id: Any = None,
                           **kwargs: Any) -> None:
            starts[run_id] = (kwargs.get("name") or "", parent_run_id)

    graph = _graphs(is_async=False)
    graph.invoke({"messages": [HumanMessage("hi", id="h")]},
                 {"configurable": {"thread_id": "a"}, "callbacks": [Recorder()]})
    names = {run_id: name for run_id, (name, _) in starts.items()}
    parent_of = {name: names.get(parent) for name, parent in starts.values()}
    assert parent_of["outer"] == "LangGraph"
    # the inner graph's run hangs under the node that called it, its node under it
    assert parent_of["inner_model"] == "LangGraph"
    inner_root = [run_id for run_id, (name, parent) in starts.items()
                  if name == "LangGraph" and names.get(parent) == "outer"]
    assert len(inner_root) == 1


def _static_graphs(inner_subgraph: bool) -> Any:
    """A node calling, on a thread of its own, a graph whose nodes return messages
    without a model (``inner_subgraph``: those nodes inside a subgraph ``wrap`` of it,
    followed by a node ``after``)."""
    from langchain_core.messages import AIMessage

    builder = StateGraph(MessagesState)
    builder.add_node("first", lambda state: {"messages": [AIMessage("one", id="s1")]})
    builder.add_node("second", lambda state: {"messages": [AIMessage("two", id="s2")]})
    builder.add_edge(START, "first")
    builder.add_edge("first", "second")
    inner = builder.compile(checkpointer=InMemorySaver())
    if inner_subgraph:
        builder = StateGraph(MessagesState)
        builder.add_node("wrap", inner)
        builder.add_node("after", lambda state: {"messages": [AIMessage("three", id="s3")]})
        builder.add_edge(START, "wrap")
        builder.add_edge("wrap", "after")
        inner = builder.compile(checkpointer=InMemorySaver())

    def outer_node(state: MessagesState) -> dict:
        result = inner.invoke({"messages": state["messages"]}, {"configurable": {"thread_id": "inner-thread"}})
        return {"messages": [*result["messages"][1:], AIMessage("own", id="o1")]}

    return _outer(outer_node)


def _shown(items: list[Any], subgraphs: bool) -> list[tuple[Any, ...]]:
    out = []
    for item in items:
        ns, (message, meta) = item if subgraphs else ((), item)
        out.append((tuple(part.split(":")[0] for part in ns), message.content, meta["langgraph_node"]))
    return out


@pytest.mark.parametrize("subgraphs", [False, True])
def test_messages_the_inner_runs_nodes_return_are_streamed_as_they_end(subgraphs: bool) -> None:
    # (before: they reached the stream only with the calling node's output,
    # attributed to the outer node)
    from langchain_core.messages import HumanMessage

    items = list(_static_graphs(inner_subgraph=False).stream(
        {"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": "a"}},
        stream_mode="messages", subgraphs=subgraphs))
    assert _shown(items, subgraphs) == [((), "one", "first"), ((), "two", "second"), ((), "own", "outer")]


@pytest.mark.parametrize("subgraphs", [False, True])
def test_an_inner_runs_subgraph_streams_its_messages_only_with_subgraphs(subgraphs: bool) -> None:
    from langchain_core.messages import HumanMessage

    items = list(_static_graphs(inner_subgraph=True).stream(
        {"messages": [HumanMessage("hi", id="h")]}, {"configurable": {"thread_id": "a"}},
        stream_mode="messages", subgraphs=subgraphs))
    if subgraphs:
        head = [(("wrap",), "one", "first"), (("wrap",), "two", "second")]
    else:  # the inner run's node ``wrap`` returns them as it ends
        head = [((), "one", "wrap"), ((), "two", "wrap")]
    assert _shown(items, subgraphs) == [*head, ((), "three", "after"), ((), "own", "outer")]


def test_an_inner_runs_model_inside_its_subgraph_streams_the_finished_message_without_subgraphs() -> None:
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage, HumanMessage

    model = GenericFakeChatModel(messages=iter([AIMessage("a b", id="m1")]))
    builder = StateGraph(MessagesState)
    builder.add_node("model", lambda state: {"messages": [model.invoke(state["messages"])]})
    builder.add_edge(START, "model")
    builder_wrap = StateGraph(MessagesState)
    builder_wrap.add_node("wrap", builder.compile())
    builder_wrap.add_edge(START, "wrap")
    inner = builder_wrap.compile(checkpointer=InMemorySaver())
    builder = StateGraph(MessagesState)
    builder.add_node("outer", lambda state: {"messages": inner.invoke(
        {"messages": state["messages"]}, {"configurable": {"thread_id": "inner-thread"}})["messages"][-1:]})
    builder.add_edge(START, "outer")
    items = list(builder.compile().stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages"))
    # (before: attributed to the outer node)
    assert _shown(items, subgraphs=False) == [((), "a b", "wrap")]


@pytest.mark.parametrize("traced", [False, True])
@pytest.mark.parametrize("is_async", [False, True])
@pytest.mark.parametrize("subgraphs", [False, True])
def test_an_own_thread_run_called_inside_a_subgraph_streams_once(is_async: bool, subgraphs: bool, traced: bool) -> None:
    # (before, a run without callbacks of the user's (``traced``): without
    # subgraphs=True the calling node, in a subgraph, had no stream bridge and only the
    # finished message reached the stream, attributed to the subgraph's node; a traced
    # run with subgraphs=True: that node's bridge and its caller's both streamed each token)
    from langchain_core.callbacks import BaseCallbackHandler
    from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage, HumanMessage

    model = GenericFakeChatModel(messages=iter([AIMessage("a b", id="m1")]))
    builder = StateGraph(MessagesState)
    if is_async:

        async def call_model(state: MessagesState) -> dict:
            return {"messages": [await model.ainvoke(state["messages"])]}

        async def call_leaf(state: MessagesState) -> dict:
            result = await leaf.ainvoke(state, {"configurable": {"thread_id": "leaf-thread"}})
            return {"messages": result["messages"][-2:]}

    else:

        def call_model(state: MessagesState) -> dict:  # type: ignore[misc]
            return {"messages": [model.invoke(state["messages"])]}

        def call_leaf(state: MessagesState) -> dict:  # type: ignore[misc]
            result = leaf.invoke(state, {"configurable": {"thread_id": "leaf-thread"}})
            return {"messages": result["messages"][-2:]}

    builder.add_node("leaf", call_model)
    builder.add_node("static", lambda state: {"messages": [AIMessage("st", id="s1")]})
    builder.add_edge(START, "leaf")
    builder.add_edge("leaf", "static")
    leaf = builder.compile(checkpointer=InMemorySaver())
    builder = StateGraph(MessagesState)
    builder.add_node("call", call_leaf)
    builder.add_edge(START, "call")
    builder_top = StateGraph(MessagesState)
    builder_top.add_node("sub", builder.compile())
    builder_top.add_edge(START, "sub")
    graph = builder_top.compile()
    # (a handler of the user's: the run's callbacks then reach the nodes' models)
    request = ({"messages": [HumanMessage("hi", id="h")]}, {"callbacks": [BaseCallbackHandler()] if traced else None})
    if is_async:

        async def main() -> list[Any]:
            return [item async for item in graph.astream(*request, stream_mode="messages", subgraphs=subgraphs)]

        items = asyncio.run(main())
    else:
        items = list(graph.stream(*request, stream_mode="messages", subgraphs=subgraphs))
    # the leaf run's own namespace (the root one), with or without subgraphs=True
    assert _shown(items, subgraphs) == [
        ((), "a", "leaf"), ((), " ", "leaf"), ((), "b", "leaf"), ((), "st", "static")
    ]


@pytest.mark.parametrize("in_subgraph", [False, True])
def test_v3_run_messages_of_an_own_thread_run(in_subgraph: bool) -> None:
    # (before: the inner run's hand-made message came attributed to the outer node;
    # called from a subgraph's node, the inner run's messages were missing)
    import warnings

    from langchain_core.language_models import GenericFakeChatModel
    from langchain_core.messages import AIMessage

    warnings.filterwarnings("ignore", message="The v3 streaming protocol on Pregel is experimental")
    model = GenericFakeChatModel(messages=iter(["hello world"]))
    builder = StateGraph(MessagesState)
    builder.add_node("model", lambda state: {"messages": model.invoke(state["messages"])})
    builder.add_node("made", lambda state: {"messages": [AIMessage("by hand", id="m-1")]})
    builder.add_edge(START, "model")
    builder.add_edge("model", "made")
    inner = builder.compile(checkpointer=InMemorySaver())
    builder = StateGraph(MessagesState)
    builder.add_node("outer", lambda state: {"messages": [
        *inner.invoke(state, {"configurable": {"thread_id": "inner-thread"}})["messages"][-2:],
        AIMessage("own", id="o-1"),
    ]})
    builder.add_edge(START, "outer")
    graph = builder.compile()
    if in_subgraph:
        builder = StateGraph(MessagesState)
        builder.add_node("sub", graph)
        builder.add_edge(START, "sub")
        graph = builder.compile()
    run = graph.stream_events({"messages": "hi"}, version="v3")
    seen = [(stream.node, stream.output.text) for stream in run.messages]
    # (the outer node's own message, in a subgraph, is not a root-level stream)
    own = [] if in_subgraph else [("outer", "own")]
    assert seen == [("model", "hello world"), ("made", "by hand"), *own]


def _tool_agent(checkpointer: Any) -> Any:
    """agent → tools → agent: a scripted model asks for ``add(1, 2)``, then answers."""
    from langchain_core.language_models import BaseChatModel
    from langchain_core.messages import AIMessage
    from langchain_core.outputs import ChatGeneration, ChatResult
    from langchain_core.tools import tool

    from lingxigraph.prebuilt import ToolNode, tools_condition

    @tool
    def add(a: int, b: int) -> int:
        """Add two numbers."""
        return a + b

    class Scripted(BaseChatModel):  # (no _stream: a streamed call keeps the tool call)
        replies: list

        def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any) -> Any:
            return ChatResult(generations=[ChatGeneration(message=self.replies.pop(0))])

        @property
        def _llm_type(self) -> str:
            return "scripted"

    model = Scripted(replies=[
        AIMessage("calling", id="a1", tool_calls=[{"name": "add", "args": {"a": 1, "b": 2}, "id": "c1"}]),
        AIMessage("three", id="a2"),
    ])
    builder = StateGraph(MessagesState)
    builder.add_node("agent", lambda state: {"messages": [model.invoke(state["messages"])]})
    builder.add_node("tools", ToolNode([add]))
    builder.add_edge(START, "agent")
    builder.add_conditional_edges("agent", tools_condition)
    builder.add_edge("tools", "agent")
    return builder.compile(checkpointer=checkpointer)


@pytest.mark.parametrize("traced", [False, True])
@pytest.mark.parametrize("in_subgraph", [False, True])
@pytest.mark.parametrize("subgraphs", [False, True])
def test_tools_mode_streams_the_tool_events_of_an_own_thread_run(
    subgraphs: bool, in_subgraph: bool, traced: bool
) -> None:
    # the caller's tools bridge streams them once, under the inner run's root namespace
    # (before, called from a subgraph's node: none without subgraphs=True, else under
    # the subgraph's namespace, and twice in a traced run)
    from langchain_core.callbacks import BaseCallbackHandler
    from langchain_core.messages import HumanMessage

    inner = _tool_agent(InMemorySaver())
    builder = StateGraph(MessagesState)
    builder.add_node("outer", lambda state: {"messages": inner.invoke(
        state, {"configurable": {"thread_id": "inner-thread"}})["messages"][-1:]})
    builder.add_edge(START, "outer")
    graph = builder.compile()
    if in_subgraph:
        builder = StateGraph(MessagesState)
        builder.add_node("sub", graph)
        builder.add_edge(START, "sub")
        graph = builder.compile()
    config = {"callbacks": [BaseCallbackHandler()]} if traced else None
    items = list(graph.stream({"messages": [HumanMessage("hi", id="h")]}, config, stream_mode="tools",
                              subgraphs=subgraphs))
    assert [(item[0], item[1]["event"]) if subgraphs else ((), item["event"]) for item in items] == [
        ((), "tool-started"), ((), "tool-finished")
    ]


@pytest.mark.parametrize("subgraphs", [False, True])
def test_tools_mode_of_a_subgraph_in_a_traced_run(subgraphs: bool) -> None:
    from langchain_core.callbacks import BaseCallbackHandler
    from langchain_core.messages import HumanMessage

    builder = StateGraph(MessagesState)
    builder.add_node("outer", _tool_agent(None))
    builder.add_edge(START, "outer")
    items = list(builder.compile().stream({"messages": [HumanMessage("hi", id="h")]},
                                          {"callbacks": [BaseCallbackHandler()]}, stream_mode="tools",
                                          subgraphs=subgraphs))
    seen = [(tuple(part.split(":")[0] for part in item[0]), item[1]["event"]) if subgraphs else ((), item["event"])
            for item in items]
    assert seen == ([(("outer",), "tool-started"), (("outer",), "tool-finished")] if subgraphs else [])


@pytest.mark.parametrize("nested", [False, True])
@pytest.mark.parametrize("form", ["toolnode", "config-param"])
def test_tools_mode_under_user_callbacks_streams_each_call_once(form: str, nested: bool) -> None:
    # LangGraph 1.2.11: a tool a node runs with its config is streamed in ``tools`` mode
    # also when the run has the user's callbacks (lingxigraph streamed nothing at the
    # root: the node's config lacked the stream's handler), and once in a subgraph
    from langchain_core.callbacks import BaseCallbackHandler
    from langchain_core.messages import AIMessage
    from langchain_core.tools import tool

    from lingxigraph.config import RunnableConfig
    from lingxigraph.prebuilt import ToolNode

    @tool
    def add(a: int, b: int) -> int:
        """Add two numbers."""
        return a + b

    def with_config(state: MessagesState, config: RunnableConfig) -> dict[str, Any]:
        call = {"name": "add", "args": {"a": 1, "b": 2}, "id": "c9", "type": "tool_call"}
        return {"messages": [add.invoke(call, config)]}

    inner = StateGraph(MessagesState)
    inner.add_node("t", ToolNode([add]) if form == "toolnode" else with_config)
    inner.add_edge(START, "t")
    graph = inner.compile()
    if nested:
        outer = StateGraph(MessagesState)
        outer.add_node("o", graph)
        outer.add_edge(START, "o")
        graph = outer.compile()
    start = {"messages": [AIMessage("", tool_calls=[{"name": "add", "args": {"a": 1, "b": 2}, "id": "c1"}])]}
    items = list(graph.stream(start, {"callbacks": [BaseCallbackHandler()]}, stream_mode="tools", subgraphs=True))
    seen = [(tuple(part.split(":")[0] for part in ns), item["event"]) for ns, item in items]
    where = ("o",) if nested else ()
    assert seen == [(where, "tool-started"), (where, "tool-finished")]
