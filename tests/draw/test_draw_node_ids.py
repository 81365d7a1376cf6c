"""The ``id`` path that ``get_graph().to_json()`` gives a node's object.

LangChain's graph JSON names a serializable runnable by its ``lc_id()`` (the
``langchain.schema.runnable`` namespace for the core runnables) and anything else by
module + plain class name. Checked against LangGraph 1.2.11.
"""

from __future__ import annotations

import pytest
from typing_extensions import TypedDict

from lingxigraph.graph import END, START, StateGraph

lc_runnables = pytest.importorskip("langchain_core.runnables")
fake_chat = pytest.importorskip("langchain_core.language_models.fake_chat_models")


class S(TypedDict):
    x: int


def _local_classes():
    class MyRunnable(lc_runnables.Runnable):
        def invoke(self, input, config=None, **kwargs):
            return {"x": 1}

    class MyChat(fake_chat.FakeMessagesListChatModel):
        pass

    return MyRunnable(), MyChat(responses=[])


def _ids(builder: StateGraph) -> dict[str, list[str]]:
    nodes = builder.compile().get_graph().to_json()["nodes"]
    return {n["id"]: n["data"]["id"] for n in nodes if n.get("type") == "runnable"}


def test_core_runnables_use_their_lc_id() -> None:
    builder = StateGraph(S)
    seq = lc_runnables.RunnableLambda(lambda s: {"x": 1}) | lc_runnables.RunnablePassthrough()
    builder.add_node("seq", seq)
    builder.add_node("pt", lc_runnables.RunnablePassthrough())
    builder.add_edge(START, "seq")
    builder.add_edge("seq", "pt")
    builder.add_edge("pt", END)

    ids = _ids(builder)

    assert ids["seq"] == ["langchain", "schema", "runnable", "RunnableSequence"]
    assert ids["pt"] == ["langchain", "schema", "runnable", "RunnablePassthrough"]


def test_classes_defined_in_a_function_show_their_plain_name() -> None:
    runnable, chat = _local_classes()
    builder = StateGraph(S)
    builder.add_node("mine", runnable)
    builder.add_node("chat", chat)
    builder.add_edge(START, "mine")
    builder.add_edge("mine", "chat")
    builder.add_edge("chat", END)

    ids = _ids(builder)

    assert ids["mine"] == [*__name__.split("."), "MyRunnable"]
    assert ids["chat"] == [*__name__.split("."), "MyChat"]
