"""``ValidationNode``, the human-interrupt TypedDicts, and the no-langchain fallback."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import warnings
from pathlib import Path
from typing import Any

import pytest
from langchain_core.messages import HumanMessage
from prebuilt_helpers import ai, call, shown
from pydantic import BaseModel, field_validator
from typing_extensions import get_type_hints

from lingxigraph.prebuilt import ValidationNode
from lingxigraph.prebuilt.interrupt import (
    ActionRequest,
    HumanInterrupt,
    HumanInterruptConfig,
    HumanResponse,
)
from lingxigraph.warnings import LangGraphDeprecatedSinceV10

REPO_ROOT = Path(__file__).resolve().parents[2]


class SelectNumber(BaseModel):
    a: int

    @field_validator("a")
    @classmethod
    def only_37(cls, v: int) -> int:
        if v != 37:
            raise ValueError("Only 37 is allowed")
        return v


def pick(x: int, y: str = "d") -> None:
    """A function schema."""


def validation_node(*args: Any, **kwargs: Any) -> ValidationNode:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", LangGraphDeprecatedSinceV10)
        return ValidationNode(*args, **kwargs)


def test_validation_node_is_deprecated() -> None:
    with pytest.warns(LangGraphDeprecatedSinceV10, match=r"^ValidationNode is deprecated\. Please use `create_agent`"):
        ValidationNode([SelectNumber])


def test_validation_node_checks_calls_without_running_them() -> None:
    node = validation_node([SelectNumber, pick])
    message = ai(call("SelectNumber", {"a": 37}, "1"), call("SelectNumber", {"a": 2}, "2"), call("pick", {"x": 1}, "3"))
    out = node.invoke({"messages": [message]})["messages"]
    assert shown(out[0]) == ("tool", '{"a":37}', "SelectNumber", "1", "success")
    assert out[1].additional_kwargs == {"is_error": True}
    # repr() of a pydantic ValidationError, then the request to fix it
    assert out[1].content.startswith(
        "1 validation error for SelectNumber\na\n  Value error, Only 37 is allowed [type=value_error, input_value=2, "
        "input_type=int]"
    )
    assert out[1].content.endswith("\n\nRespond after fixing all validation errors.")
    assert shown(out[2]) == ("tool", '{"x":1,"y":"d"}', "pick", "3", "success")
    assert len(node.invoke([message])) == 3
    with pytest.raises(ValueError, match=r"^Last message is not an AIMessage$"):
        node.invoke([HumanMessage("x")])
    with pytest.raises(ValueError, match=r"^Unsupported input to ValidationNode\. Expected BaseModel, tool or function\. Got: <class 'int'>\.$"):
        validation_node([3])


def test_custom_error_format() -> None:
    node = validation_node([SelectNumber], format_error=lambda e, c, s: f"{c['id']}:{s.__name__}")
    out = node.invoke({"messages": [ai(call("SelectNumber", {"a": 1}, "9"))]})
    assert out["messages"][0].content == "9:SelectNumber"


def test_interrupt_typed_dicts() -> None:
    assert list(get_type_hints(HumanInterruptConfig)) == ["allow_ignore", "allow_respond", "allow_edit", "allow_accept"]
    assert list(get_type_hints(ActionRequest)) == ["action", "args"]
    assert list(get_type_hints(HumanInterrupt)) == ["action_request", "config", "description"]
    assert list(get_type_hints(HumanResponse)) == ["type", "args"]
    request = HumanInterrupt(
        action_request=ActionRequest(action="add", args={"a": 1}),
        config=HumanInterruptConfig(allow_ignore=True, allow_respond=True, allow_edit=False, allow_accept=True),
        description="ok?",
    )
    assert request["action_request"] == {"action": "add", "args": {"a": 1}}
    assert HumanResponse.__deprecated__.startswith("HumanResponse has been moved to `langchain.agents.interrupt`.")  # type: ignore[attr-defined]


WITHOUT_LANGCHAIN = textwrap.dedent(
    """
    import sys, warnings
    sys.modules["langchain_core"] = None  # importing it fails, as if not installed
    warnings.simplefilter("ignore")
    from lingxigraph.messages import AIMessage, HumanMessage
    from lingxigraph.prebuilt import ToolNode, create_react_agent, tools_condition
    from lingxigraph.testing import FakeChatModel

    def multiply(a: int, b: int) -> int:
        return a * b

    calls = [{"name": "multiply", "args": {"a": 3, "b": 4}, "id": "c1", "type": "tool_call"},
             {"name": "multiply", "args": {"a": "x"}, "id": "c2", "type": "tool_call"}]
    model = FakeChatModel([AIMessage("", tool_calls=calls), "done"])
    out = create_react_agent(model, [multiply]).invoke({"messages": [HumanMessage("hi")]})
    print([(type(m).__module__, m.type, m.content) for m in out["messages"]][2:])
    print(tools_condition(out))

    from typing import Annotated
    from lingxigraph.prebuilt import InjectedState, ToolRuntime

    def count(state: Annotated[dict, InjectedState]) -> int:
        return len(state["messages"])

    def who(runtime: ToolRuntime) -> str:
        return f"{runtime.tool_call_id}:{runtime.context}"

    calls = [{"name": "count", "args": {}, "id": "1", "type": "tool_call"},
             {"name": "who", "args": {"runtime": "forged"}, "id": "2", "type": "tool_call"}]
    out = create_react_agent(FakeChatModel([AIMessage("", tool_calls=calls), "ok"]), [count, who]).invoke(
        {"messages": [HumanMessage("hi")]}, context="ctx")
    print([m.content for m in out["messages"]][2:])
    """
)


def test_plain_functions_and_lingxigraph_messages_without_langchain() -> None:
    result = subprocess.run(
        [sys.executable, "-c", WITHOUT_LANGCHAIN], cwd=REPO_ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("[('lingxigraph.messages', 'tool', '12'), ('lingxigraph.messages', 'tool', \"Error invoking tool 'multiply' with kwargs {'a': 'x'} with error:\\n ")
    assert lines[0].endswith("('lingxigraph.messages', 'ai', 'done')]")
    assert lines[1] == "__end__"
    assert lines[2] == "['2', '2:ctx', 'ok']"


def test_public_names_match_langgraph_prebuilt() -> None:
    from lingxigraph import prebuilt

    assert sorted(prebuilt.__all__) == sorted(
        ["create_react_agent", "ToolNode", "ToolCallTransformer", "tools_condition", "ValidationNode",
         "InjectedState", "InjectedStore", "ToolRuntime"]
    )
    from lingxigraph.stream import StreamTransformer

    assert issubclass(prebuilt.ToolCallTransformer, StreamTransformer)
    assert prebuilt.ToolCallTransformer.required_stream_modes == ("tools",)
