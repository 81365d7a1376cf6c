# https://github.com/langchain-ai/langgraph/issues/3057 , #2831 : stream_mode="messages" with nodes that are runnables or generators returning messages (no chat model call): a generator yielding message updates, a RunnableLambda returning AIMessage updates, a RunnableSequence ending in a message update; which messages are streamed, their metadata node/tags; also tasks and debug payloads of these nodes
import asyncio
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, MessagesState, START
def gen(s):
    yield {"messages": [AIMessage("from gen 1", id="g1")]}
    yield {"messages": [AIMessage("from gen 2", id="g2")]}
def lam(s):
    return {"messages": [AIMessage("from lambda", id="l1")]}
g = StateGraph(MessagesState)
g.add_node("gen", gen)
g.add_node("lam", RunnableLambda(lam).with_config(tags=["lt"]))
g.add_node("seq", RunnableLambda(lambda s: s) | RunnableLambda(lambda s: {"messages": [AIMessage("from seq", id="s1")]}))
g.add_edge(START, "gen"); g.add_edge("gen", "lam"); g.add_edge("lam", "seq")
app = g.compile()
inp = {"messages": [HumanMessage("hi", id="h")]}
for m, meta in app.stream(inp, stream_mode="messages"):
    print(type(m).__name__, m.content, m.id, meta["langgraph_node"], sorted(meta.get("tags", [])))
async def main():
    async for m, meta in app.astream(inp, stream_mode="messages"):
        print("async", type(m).__name__, m.content, meta["langgraph_node"])
asyncio.run(main())
for ch in app.stream(inp, stream_mode="tasks"):
    print(ch["name"], ch.get("result") and [(type(x).__name__, x.content) for x in ch["result"]["messages"]])
print(app.invoke(inp)["messages"][-1].content)
