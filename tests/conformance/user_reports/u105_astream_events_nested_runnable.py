# https://github.com/langchain-ai/langgraph/issues/6105 : astream_events of a graph nested in a runnable
import asyncio
from langgraph.graph import END, START, MessagesState, StateGraph
from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableGenerator, RunnableLambda

def node_1(state: MessagesState):
    return {"messages": AIMessage(content="message from node_1", id="m1")}

graph = StateGraph(MessagesState).add_node(node_1).add_edge(START, "node_1").compile()

async def outer_stream(inp):
    async for x in inp:
        async for chunk in graph.astream(x, stream_mode=["values"]):
            yield chunk

def show(ev):
    d = ev.get("data", {})
    keys = sorted(d)
    md = ev.get("metadata", {})
    return (ev["event"], ev["name"], [t for t in ev.get("tags", []) if not t.startswith("seq:")], md.get("langgraph_node"), md.get("langgraph_step"), keys, len(ev.get("parent_ids", [])))

async def main():
    r = RunnableGenerator(outer_stream)
    async for ev in r.astream_events({"messages": [("user", "hi")]}, version="v2"):
        print(show(ev))
    print("---")
    async for ev in graph.astream_events({"messages": [("user", "hi")]}, version="v2"):
        print(show(ev))
    print("---")
    wrapped = RunnableLambda(lambda x: graph.invoke(x))
    async for ev in wrapped.astream_events({"messages": [("user", "hi")]}, version="v2", include_names=["node_1", "LangGraph"]):
        print(show(ev))
asyncio.run(main())
