# https://github.com/langchain-ai/langgraph/issues/5932 , supervisor streaming : a create_react_agent used as a node of a parent graph, astream(version="v2") parts with messages+updates and subgraphs=True; get_graph(xray=True)
import asyncio
from langchain_core.language_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.graph import StateGraph, MessagesState, START, END

class M(FakeMessagesListChatModel):
    def bind_tools(self, tools, **kw): return self
@tool
def calc(x: int) -> int:
    """calc"""
    return x + 1
worker = create_react_agent(M(responses=[AIMessage("", id="w1", tool_calls=[{"name": "calc", "args": {"x": 1}, "id": "k1"}]), AIMessage("worker: 2", id="w2")]), [calc], name="worker")
def boss(s): return {"messages": [AIMessage("boss saw " + s["messages"][-1].content, id="b1")]}
p = StateGraph(MessagesState); p.add_node("worker", worker); p.add_node("boss", boss)
p.add_edge(START, "worker"); p.add_edge("worker", "boss"); p.add_edge("boss", END)
g = p.compile()
async def main():
    async for part in g.astream({"messages": [("user", "go")]}, stream_mode=["messages", "updates"], subgraphs=True, version="v2"):
        ns = [x.split(":")[0] for x in part["ns"]]
        if part["type"] == "messages":
            m, meta = part["data"]; print(part["type"], ns, type(m).__name__, m.content, meta["langgraph_node"], meta.get("lc_agent_name"))
        else:
            print(part["type"], ns, {k: [(type(x).__name__, x.content) for x in v["messages"]] for k, v in part["data"].items()})
asyncio.run(main())
print(g.get_graph(xray=True).draw_mermaid())
