# https://github.com/langchain-ai/langgraph/issues/6726 : an async tool raising asyncio.CancelledError itself inside a graph's ToolNode(handle_tool_errors=True), alone and beside a tool that succeeds: the error the graph raises (NodeCancelledError's text and node) and the state left on a checkpointed thread; a plain async node raising it
import asyncio
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import ToolNode
from langgraph.graph import StateGraph, START, END, MessagesState
from langgraph.errors import NodeCancelledError
from langgraph.checkpoint.memory import InMemorySaver
@tool
async def cancelled_tool(query: str) -> str:
    """raises CancelledError"""
    await asyncio.sleep(0)
    raise asyncio.CancelledError()
@tool
async def ok_tool(query: str) -> str:
    """works"""
    await asyncio.sleep(0)
    return "ok " + query
async def main():
    node = ToolNode([cancelled_tool, ok_tool], handle_tool_errors=True)
    g = StateGraph(MessagesState).add_node("tools", node).add_edge(START, "tools").add_edge("tools", END).compile(checkpointer=InMemorySaver())
    for i, names in enumerate((["cancelled_tool"], ["cancelled_tool", "ok_tool"], ["ok_tool", "cancelled_tool"])):
        cfg = {"configurable": {"thread_id": str(i)}}
        msg = AIMessage("", id="a", tool_calls=[{"name": n, "args": {"query": "q"}, "id": f"c{j}"} for j, n in enumerate(names)])
        try:
            out = await g.ainvoke({"messages": [HumanMessage("hi", id="h"), msg]}, cfg)
            print([(type(m).__name__, getattr(m, "status", None)) for m in out["messages"]])
        except BaseException as e:
            print("graph raised", type(e).__name__, isinstance(e, NodeCancelledError), str(e).splitlines()[0], getattr(e, "node", None))
        st = await g.aget_state(cfg)
        print(st.next, len(st.values["messages"]), [t.error is not None for t in st.tasks])
    async def cancelling(s):
        raise asyncio.CancelledError()
    g2 = StateGraph(MessagesState).add_node("n", cancelling).add_edge(START, "n").compile()
    try:
        await g2.ainvoke({"messages": []})
    except BaseException as e:
        print("node raised", type(e).__name__, isinstance(e, NodeCancelledError), str(e).splitlines()[0], getattr(e, "node", None))
asyncio.run(main())
