"""``ToolNode`` run by hand (outside a graph), as other projects' tests and code do.

The caller passes the runtime in ``config["configurable"]["__pregel_runtime"]``
(where a graph puts it); the tools must see its store, context and infos, and
tools returning ``Command`` must keep it whatever kind of tool they are.
"""

from __future__ import annotations

import dataclasses
from typing import Annotated, Any

import pytest
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import BaseTool, InjectedToolCallId, tool
from prebuilt_helpers import DRIVERS, run
from pydantic import BaseModel

from lingxigraph.prebuilt import InjectedStore, ToolNode, ToolRuntime
from lingxigraph.runtime import ExecutionInfo, Runtime, ServerInfo
from lingxigraph.store.base import BaseStore
from lingxigraph.store.memory import InMemoryStore
from lingxigraph.types import Command


def _config(runtime: Runtime[Any]) -> dict[str, Any]:
    return {"configurable": {"__pregel_runtime": runtime}}


def _calls(name: str, args: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"messages": [AIMessage("", tool_calls=[{"name": name, "args": args or {}, "id": "1"}])]}


@pytest.mark.parametrize("driver", DRIVERS)
def test_store_comes_from_the_config_runtime(driver: str) -> None:
    store = InMemoryStore()
    store.put(("ns",), "k", {"v": "stored"})

    @tool
    def read(key: str, store: Annotated[BaseStore, InjectedStore()]) -> str:
        """Read a stored value."""
        item = store.get(("ns",), key)
        return item.value["v"] if item else "none"

    node = ToolNode([read])
    inputs, config = _calls("read", {"key": "k"}), _config(Runtime(store=store))
    result = run(driver, node, "invoke", inputs, config)
    assert result["messages"][0].content == "stored"


@dataclasses.dataclass
class Ctx:
    """A run context (module level: the tool's annotations are strings)."""

    user: str


@pytest.mark.parametrize("driver", DRIVERS)
def test_tool_runtime_carries_the_config_runtime(driver: str) -> None:
    info = ExecutionInfo(checkpoint_id="cp", checkpoint_ns="", task_id="tk", thread_id="t", run_id="r")
    server = ServerInfo(assistant_id="a", graph_id="g")
    seen: dict[str, Any] = {}

    @tool
    def who(rt: ToolRuntime[Ctx]) -> str:  # one type argument: the context's
        """Who is asking."""
        seen.update(info=rt.execution_info, server=rt.server_info, tools=[t.name for t in rt.tools])
        return rt.context.user

    node = ToolNode([who])
    config = _config(Runtime(context=Ctx("ann"), execution_info=info, server_info=server))
    result = run(driver, node, "invoke", _calls("who"), config)
    assert result["messages"][0].content == "ann"
    assert seen == {"info": info, "server": server, "tools": ["who"]}


class _NoArgs(BaseModel):
    tool_call_id: Annotated[str, InjectedToolCallId]


class _Transfer(BaseTool):
    """A tool class of its own (``_run``/``_arun``, no function) returning a ``Command``."""

    name: str = "transfer"
    description: str = "Hand over to bob."
    args_schema: type[BaseModel] = _NoArgs

    def _run(self, tool_call_id: str) -> Command[str]:
        return Command(update={"messages": [ToolMessage("moved", tool_call_id=tool_call_id)]}, goto="bob")

    async def _arun(self, tool_call_id: str) -> Command[str]:
        return self._run(tool_call_id)


@pytest.mark.parametrize("driver", DRIVERS)
def test_command_from_a_base_tool_subclass_is_kept(driver: str) -> None:
    node = ToolNode([_Transfer()])
    result = run(driver, node, "invoke", _calls("transfer"))
    assert result == [
        Command(update={"messages": [ToolMessage("moved", name="transfer", tool_call_id="1")]}, goto="bob")
    ]
    assert type(result[0]) is Command
