"""ToolNode reads a registered tool's injected arguments (type hints) once, when
it is built, also for a tool with nothing injected; a tool swapped in by a
``wrap_tool_call`` hook is still read at call time. Calls are counted, nothing
is timed.
"""

from __future__ import annotations

from typing import Annotated, Any

import pytest

import lingxigraph.prebuilt._tools as tools_mod
from lingxigraph.messages import AIMessage
from lingxigraph.prebuilt import InjectedState, ToolNode


def plain(q: str) -> str:
    """Answer q."""
    return f"plain {q}"


def injected(q: str, state: Annotated[Any, InjectedState]) -> str:
    """Answer q with the state."""
    return f"injected {q} {len(state['messages'])}"


def _calls(n: int, name: str) -> dict[str, Any]:
    calls = [{"name": name, "args": {"q": f"q{i}"}, "id": f"c{i}", "type": "tool_call"} for i in range(n)]
    return {"messages": [AIMessage("", tool_calls=calls)]}


@pytest.mark.parametrize("tool", [plain, injected], ids=["nothing-injected", "state-injected"])
def test_hints_read_once(tool, monkeypatch: pytest.MonkeyPatch) -> None:
    node = ToolNode([tool])
    reads = []
    original = tools_mod.injected_args_of

    def counting(t: Any) -> Any:
        reads.append(t)
        return original(t)

    monkeypatch.setattr(tools_mod, "injected_args_of", counting)
    import lingxigraph.prebuilt.tool_node as tool_node_mod

    monkeypatch.setattr(tool_node_mod, "injected_args_of", counting)
    out = node.invoke(_calls(3, tool.__name__))
    contents = [m.content for m in out["messages"]]
    if tool is plain:
        assert contents == ["plain q0", "plain q1", "plain q2"]
    else:
        assert contents == ["injected q0 1", "injected q1 1", "injected q2 1"]
    assert reads == []


def test_swapped_tool_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    from lingxigraph.prebuilt.tool_node import ToolNode as TN

    def swap(request: Any, execute: Any) -> Any:
        return execute(request.override(tool=TN([injected])._tools_by_name["injected"]))

    node = ToolNode([plain], wrap_tool_call=swap)
    out = node.invoke(_calls(1, "plain"))
    assert [m.content for m in out["messages"]] == ["injected q0 1"]
