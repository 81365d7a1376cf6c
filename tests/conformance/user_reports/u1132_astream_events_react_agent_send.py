# https://github.com/langchain-ai/langgraph/issues/4455 : astream_events(version="v2") over create_react_agent used as a subgraph reached through Send: on_chat_model_start / on_tool_start / on_tool_end events' langgraph_node, langgraph_step, langgraph_triggers, langgraph_path head, checkpoint_ns head and depth, per branch
import asyncio, operator
from typing import Annotated
from typing_extensions import TypedDict
from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.graph import StateGraph, START
from langgraph.types import Send
from langgraph.prebuilt import create_react_agent
@tool
def look(q: str) -> str:
    """Look something up."""
    return "found " + q
class FakeTools(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw):
        return self
def agent_for(i):
    model = FakeTools(responses=[AIMessage("calling", id="c" + i, tool_calls=[{"name": "look", "args": {"q": i}, "id": "t" + i}]), AIMessage("done " + i, id="d" + i)])
    return create_react_agent(model, [look])
agents = {"a": agent_for("a"), "b": agent_for("b")}
class S(TypedDict):
    items: list
    out: Annotated[list, operator.add]
async def run_agent(x):
    r = await agents[x["i"]].ainvoke({"messages": [HumanMessage(x["i"])]})
    return {"out": [r["messages"][-1].content]}
b = StateGraph(S).add_node("run_agent", run_agent)
b.add_conditional_edges(START, lambda s: [Send("run_agent", {"i": i}) for i in s["items"]], ["run_agent"])
g = b.compile()
async def main():
    rows = []
    async for e in g.astream_events({"items": ["a", "b"], "out": []}, version="v2"):
        if e["event"] not in ("on_chat_model_start", "on_tool_start", "on_tool_end", "on_chat_model_end"):
            continue
        md = e["metadata"]
        rows.append((e["event"], e["name"], md.get("langgraph_node"), md.get("langgraph_step"), md.get("langgraph_triggers"), (md.get("langgraph_path") or ("-",))[0], md.get("langgraph_checkpoint_ns", "").split(":")[0], md.get("langgraph_checkpoint_ns", "").count("|"), md.get("checkpoint_ns", "-").split(":")[0], type(e["data"].get("output")).__name__ if e["event"] == "on_tool_end" else ""))
    for r in sorted(rows, key=repr): print(r)
    print(sorted((await g.ainvoke({"items": ["a"], "out": []}))["out"]))
asyncio.run(main())
