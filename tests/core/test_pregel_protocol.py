"""`lingxigraph.pregel.protocol`: the abstract graph interface every compiled graph satisfies."""

import pytest

from lingxigraph.graph import START, StateGraph
from lingxigraph.pregel import Pregel
from lingxigraph.pregel.protocol import PregelProtocol, StreamProtocol


def test_compiled_graphs_are_pregel_protocol_instances():
    builder = StateGraph(dict)
    builder.add_node("a", lambda state: state)
    builder.add_edge(START, "a")
    assert isinstance(builder.compile(), PregelProtocol)
    assert issubclass(Pregel, PregelProtocol)
    assert not isinstance(builder, PregelProtocol)


def test_protocol_is_abstract_until_every_method_exists():
    with pytest.raises(TypeError, match="abstract"):
        PregelProtocol()  # type: ignore[abstract]
    assert {"invoke", "ainvoke", "stream", "astream", "get_state", "update_state", "get_graph"} <= (
        PregelProtocol.__abstractmethods__
    )


def test_stream_protocol_holds_a_sink_and_its_modes():
    seen: list = []
    sink = StreamProtocol(seen.append, {"values", "updates"})
    sink.__call__(((), "values", {"x": 1}))
    assert seen == [((), "values", {"x": 1})]
    assert sink.modes == {"values", "updates"}


def test_base_user_is_a_structural_type():
    from lingxigraph.runtime import BaseUser, ServerInfo

    class User(dict):
        is_authenticated = True
        display_name = "Ada"
        identity = "ada-1"
        permissions = ("read",)

    user = User(identity="ada-1")
    assert isinstance(user, BaseUser)
    assert not isinstance(object(), BaseUser)
    assert ServerInfo(assistant_id="a", graph_id="g", user=user).user["identity"] == "ada-1"
