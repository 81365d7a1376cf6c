"""Low-level ``Pregel`` / ``NodeBuilder`` wiring mistakes: the errors LangGraph 1.2.11 raises.

Found replaying user reports (``u753_pregel_barriers_anyvalue``): a ``subscribe_only``
node given more channels was accepted (LangGraph refuses it), and ``Pregel(...)``
accepted an unknown input channel, failed an unknown output channel only when run,
and worded the other wiring errors differently.
"""

from __future__ import annotations

import pytest

from lingxigraph.channels import EphemeralValue, LastValue
from lingxigraph.pregel import NodeBuilder, Pregel

KNOWN = "'['__pregel_tasks', 'inp', 'out']'"


def _node(sub: str = "inp") -> NodeBuilder:
    return NodeBuilder().subscribe_only(sub).do(lambda x: x).write_to("out")


def _pregel(**kw: object) -> Pregel:
    args: dict = {
        "nodes": {"n": _node()},
        "channels": {"inp": EphemeralValue(str), "out": LastValue(str)},
        "input_channels": "inp",
        "output_channels": "out",
    }
    args.update(kw)
    return Pregel(**args)


def test_read_from_after_subscribe_only_is_refused() -> None:
    with pytest.raises(AssertionError, match="^Cannot read additional channels when subscribed to single channels$"):
        NodeBuilder().subscribe_only("a").read_from("b")


def test_subscribe_to_after_subscribe_only_is_refused() -> None:
    with pytest.raises(ValueError, match="^Cannot subscribe to channels when subscribed to a single channel$"):
        NodeBuilder().subscribe_only("a").subscribe_to("b")


def test_subscribe_only_after_reading_channels_is_refused() -> None:
    with pytest.raises(ValueError, match="^Cannot subscribe to single channels when other channels are already"):
        NodeBuilder().subscribe_to("a").subscribe_only("b")


def test_subscribe_only_after_a_trigger_that_is_not_read_keeps_both_triggers() -> None:
    node = NodeBuilder().subscribe_to("go", read=False).subscribe_only("inp").do(lambda x: x + "!").write_to("out")
    app = Pregel(
        nodes={"n": node},
        channels={"go": EphemeralValue(str), "inp": LastValue(str), "out": LastValue(str)},
        input_channels=["inp", "go"],
        output_channels="out",
    )
    assert list(app.nodes["n"].triggers) == ["go", "inp"]
    assert app.invoke({"inp": "a", "go": "x"}) == "a!"


@pytest.mark.parametrize(
    ("kw", "message"),
    [
        ({"nodes": {"n": _node("nope")}}, f"Node n reads channel 'nope' not in known channels: {KNOWN}"),
        ({"input_channels": "missing"}, f"Input channel 'missing' not in known channels: {KNOWN}"),
        ({"input_channels": ["inp", "missing"]}, f"Input channel 'missing' not in {KNOWN}"),
        ({"output_channels": "zzz"}, f"Output channel 'zzz' not in known channels: {KNOWN}"),
        ({"stream_channels": ["out", "s"]}, f"Output channel 's' not in known channels: {KNOWN}"),
        ({"input_channels": "out"}, "Input channel out is not subscribed to by any node"),
        ({"input_channels": ["out"]}, "None of the input channels ['out'] are subscribed to by any node"),
        ({"interrupt_after_nodes": ["ghost"]}, "Node ghost not in nodes"),
        ({"interrupt_before_nodes": ["ghost"]}, "Node ghost not in nodes"),
    ],
)
def test_pregel_wiring_errors_name_the_problem_as_langgraph(kw: dict, message: str) -> None:
    with pytest.raises(ValueError) as info:
        _pregel(**kw)
    assert str(info.value) == message


def test_valid_wiring_still_builds_and_runs() -> None:
    assert _pregel(stream_channels="out").invoke("q") == "q"
    assert _pregel(interrupt_before_nodes="*").invoke("q") is None  # paused before n, as LangGraph


def test_copy_takes_constructor_forms_of_the_values_it_replaces() -> None:
    """``copy(update=...)`` re-normalises as LangGraph (whose copy re-runs ``__init__``):
    a single RetryPolicy used to be stored bare and failed the run with
    "'int' object has no attribute 'retry_on'"."""
    from lingxigraph.channels import LastValueAfterFinish
    from lingxigraph.types import RetryPolicy

    calls = {"n": 0}

    def flaky(x: str) -> str:
        calls["n"] += 1
        if calls["n"] < 3:
            raise ConnectionError("down")
        return x + "-ok"

    app = _pregel(nodes={"n": NodeBuilder().subscribe_only("inp").do(flaky).write_to("out")})
    policy = RetryPolicy(max_attempts=3, initial_interval=0, jitter=False, retry_on=ConnectionError)
    again = app.copy(update={"retry_policy": policy})
    assert again.retry_policy == (policy,)
    assert again.invoke("z") == "z-ok"
    assert calls["n"] == 3
    assert app.retry_policy == ()

    other = app.copy(
        update={
            "nodes": {"m": NodeBuilder().subscribe_only("inp").do(str.upper).write_to("late")},
            "channels": {"inp": EphemeralValue(str), "late": LastValueAfterFinish(str), "out": LastValue(str)},
            "output_channels": "late",
        }
    )
    assert other.trigger_to_nodes == {"inp": ["m"]}
    assert other.finish_channels == ["late"]
    assert other.invoke("q") == "Q"


def test_traced_node_builder_steps_are_child_runs() -> None:
    """Each ``.do()`` step is a child run of the node's run (``seq:step:N``), named
    after its function ("RunnableCallable" for a lambda in a sync run), as LangGraph
    traces them; lingxigraph traced none (a RunnableLambda step showed as step 1)."""
    pytest.importorskip("langchain_core")
    from langchain_core.callbacks import BaseCallbackHandler
    from langchain_core.runnables import RunnableLambda

    starts: list = []

    class Rec(BaseCallbackHandler):
        def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, tags=None, **kw):  # type: ignore[no-untyped-def]
            starts.append((kw.get("name"), sorted(tags or []), inputs))

    def bang(x: str) -> str:
        return x + "!"

    def shout(x: str) -> str:
        return x.upper()

    app = Pregel(
        nodes={"two": NodeBuilder().subscribe_only("b").do(bang).do(RunnableLambda(shout)).do(lambda x: x * 2).write_to("c")},
        channels={"b": EphemeralValue(str), "c": LastValue(str)},
        input_channels="b",
        output_channels="c",
    )
    assert app.invoke("hi", {"callbacks": [Rec()]}) == "HI!HI!"
    assert starts == [
        ("LangGraph", [], "hi"),
        ("two", ["graph:step:0"], "hi"),
        ("bang", ["seq:step:1"], "hi"),
        ("shout", ["seq:step:2"], "hi!"),
        ("RunnableCallable", ["seq:step:3"], "HI!"),
    ]
    starts.clear()
    import asyncio

    assert asyncio.run(app.ainvoke("yo", {"callbacks": [Rec()]})) == "YO!YO!"
    assert [s[:2] for s in starts][2:] == [("bang", ["seq:step:1"]), ("shout", ["seq:step:2"]), (None, ["seq:step:3"])]
    assert app.invoke("ok") == "OK!OK!"  # untraced


def test_input_for_several_channels_must_be_a_dict_and_unknown_keys_are_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # LangGraph's wording for a non-dict input, and its logged warning for each input key
    # that names no input channel (before: "Expected input ..." and a silent drop)
    node = NodeBuilder().subscribe_only("a").do(lambda x: x * 2).write_to("out")
    app = Pregel(
        nodes={"n": node},
        channels={"a": LastValue(int), "b": LastValue(int), "out": LastValue(int)},
        input_channels=["a", "b"],
        output_channels=["out"],
    )
    assert app.invoke({"a": 2, "zz": 5}) == {"out": 4}
    assert [r.getMessage() for r in caplog.records] == ["Input channel zz not found in ['a', 'b']"]
    with pytest.raises(TypeError, match="^Expected chunk to be a dict, got int$"):
        app.invoke(5)
