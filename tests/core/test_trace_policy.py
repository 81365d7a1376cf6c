"""``add_node(trace_policy=TracePolicy(...))`` changes what callbacks record for
the node's run, never what the node sees or returns; a failing processor leaves
the raw value recorded."""

from __future__ import annotations

import asyncio
from typing import Any

from langchain_core.callbacks import BaseCallbackHandler
from typing_extensions import TypedDict

from lingxigraph.graph import END, START, StateGraph
from lingxigraph.types import TracePolicy


class _State(TypedDict):
    value: int


class _Recorder(BaseCallbackHandler):
    """Records the inputs and outputs of chain runs named ``n``."""

    def __init__(self) -> None:
        self.names: dict[Any, str] = {}
        self.inputs: list[Any] = []
        self.outputs: list[Any] = []

    def on_chain_start(self, serialized: Any, inputs: Any, *, run_id: Any, **kwargs: Any) -> None:
        self.names[run_id] = kwargs.get("name") or ""
        if self.names[run_id] == "n":
            self.inputs.append(inputs)

    def on_chain_end(self, outputs: Any, *, run_id: Any, **kwargs: Any) -> None:
        if self.names.get(run_id) == "n":
            self.outputs.append(outputs)


def _incr(state: _State) -> _State:
    return {"value": state["value"] + 1}


def _graph(policy: TracePolicy) -> Any:
    return StateGraph(_State).add_node("n", _incr, trace_policy=policy).add_edge(START, "n").add_edge("n", END).compile()


def _boom(value: Any) -> Any:
    raise RuntimeError("processor failed")


def test_trace_policy_changes_only_what_is_recorded() -> None:
    policy = TracePolicy(process_inputs=lambda v: {"in": v["value"]}, process_outputs=lambda v: {"out": v["value"]})
    recorder = _Recorder()
    assert _graph(policy).invoke({"value": 1}, {"callbacks": [recorder]}) == {"value": 2}
    assert (recorder.inputs, recorder.outputs) == ([{"in": 1}], [{"out": 2}])


def test_trace_policy_in_async_runs() -> None:
    policy = TracePolicy(process_inputs=lambda v: "hidden", process_outputs=lambda v: "hidden too")
    recorder = _Recorder()
    assert asyncio.run(_graph(policy).ainvoke({"value": 5}, {"callbacks": [recorder]})) == {"value": 6}
    assert (recorder.inputs, recorder.outputs) == (["hidden"], ["hidden too"])


def test_failing_processor_records_the_raw_value() -> None:
    recorder = _Recorder()
    assert _graph(TracePolicy(process_inputs=_boom)).invoke({"value": 1}, {"callbacks": [recorder]}) == {"value": 2}
    assert recorder.inputs == [{"value": 1}]
