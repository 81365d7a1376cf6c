"""`MessageGraph`: the deprecated one-list-of-messages graph of ``langgraph.graph.message``."""

import pytest

from lingxigraph.graph import END
from lingxigraph.graph.message import MessageGraph
from lingxigraph.graph.state import StateGraph
from lingxigraph.messages import AIMessage, HumanMessage
from lingxigraph.warnings import LangGraphDeprecatedSinceV10


def make() -> MessageGraph:
    with pytest.warns(LangGraphDeprecatedSinceV10, match="MessageGraph is deprecated"):
        return MessageGraph()


def test_is_a_state_graph_and_warns_on_creation():
    graph = make()
    assert isinstance(graph, StateGraph)
    with pytest.raises(TypeError):
        MessageGraph(dict)  # type: ignore[call-arg]


def test_state_is_the_message_list_merged_by_id():
    graph = make()
    graph.add_node("reply", lambda messages: AIMessage(content=f"seen {len(messages)}", id="a1"))
    graph.set_entry_point("reply")
    graph.add_edge("reply", END)
    app = graph.compile()

    out = app.invoke([HumanMessage(content="hi", id="h1")])
    assert [(type(m).__name__, m.content, m.id) for m in out] == [
        ("HumanMessage", "hi", "h1"),
        ("AIMessage", "seen 1", "a1"),
    ]
    # message-likes are converted; updates carry what the node returned
    chunks = list(app.stream(("user", "yo"), stream_mode="updates"))
    assert len(chunks) == 1
    assert chunks[0]["reply"].content == "seen 1"


def test_returning_a_message_with_an_existing_id_replaces_it():
    graph = make()
    graph.add_node("edit", lambda messages: [AIMessage(content="edited", id=messages[0].id)])
    graph.set_entry_point("edit")
    graph.set_finish_point("edit")
    out = graph.compile().invoke([AIMessage(content="draft", id="x")])
    assert [(m.content, m.id) for m in out] == [("edited", "x")]
