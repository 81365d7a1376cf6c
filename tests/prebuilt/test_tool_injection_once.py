"""ToolNode reads a registered tool's injected arguments (type hints) once, when
it is built, also for a tool with nothing injected; a tool swapped in by a
``wrap_tool_call`` hook is still read at call time. Calls are counted, nothing
is timed.
"""

from __future__ import annotations

from typing import Any

import pytest

import lingxigraph.prebuilt.tool_node as tool_node_mod
from lingxigraph.messages import AIMessage
from lingxigraph.prebuilt import ToolNode


def plain(q: str) -> str:
    """Answer q."""
    return f"plain {q}"


def other(q: str) -> str:
    """Answer q otherwise."""
    return f"other {q}"


def _calls(n: int, name: str) -> dict[str, Any]:
    calls = [{"name": name, "args": {"q": f"q{i}"}, "id": f"c{i}", "type": "tool_call"} for i in range(n)]
    return {"messages": [AIMessage("", tool_calls=calls)]}


def _count_reads(monkeypatch: pytest.MonkeyPatch) -> list:
    reads: list = []
    original = tool_node_mod.injected_args_of

    def counting(tool: Any) -> Any:
        reads.append(getattr(tool, "name", tool))
        return original(tool)

    monkeypatch.setattr(tool_node_mod, "injected_args_of", counting)
    return reads


def test_registered_tool_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    node = ToolNode([plain])
    reads = _count_reads(monkeypatch)
    out = node.invoke(_calls(3, "plain"))
    assert [m.content for m in out["messages"]] == ["plain q0", "plain q1", "plain q2"]
    assert reads == []


def test_swapped_tool_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    swap_to = ToolNode([other])._tools_by_name["other"]

    def swap(request: Any, execute: Any) -> Any:
        return execute(request.override(tool=swap_to))

    node = ToolNode([plain], wrap_tool_call=swap)
    reads = _count_reads(monkeypatch)
    out = node.invoke(_calls(2, "plain"))
    assert [m.content for m in out["messages"]] == ["other q0", "other q1"]
    assert reads == ["other", "other"]
