# https://github.com/langchain-ai/langgraph/pull/339 : the async twins tools call: aget_graph(xray=...) nodes and edges, aget_subgraphs(namespace=..., recurse=...) names, aget_state(subgraphs=True) at an interrupt, and that they equal the sync ones
import asyncio
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
def ask(s): return {"v": interrupt("x")}
leaf = StateGraph(S); leaf.add_node("ask", ask); leaf.add_edge(START, "ask")
mid = StateGraph(S); mid.add_node("leaf", leaf.compile()); mid.add_edge(START, "leaf")
top = StateGraph(S); top.add_node("mid", mid.compile()); top.add_node("after", lambda s: {}); top.add_edge(START, "mid"); top.add_edge("mid", "after")
g = top.compile(checkpointer=InMemorySaver())
async def main():
    for x in [False, 1, True]:
        ag = await g.aget_graph(xray=x)
        sg = g.get_graph(xray=x)
        print(x, list(ag.nodes), list(ag.nodes) == list(sg.nodes), len(ag.edges) == len(sg.edges))
    for kw in [{}, {"recurse": True}, {"namespace": "mid"}, {"namespace": "mid|leaf", "recurse": True}, {"namespace": "mid|leaf"}]:
        print(kw, [n async for n, _ in g.aget_subgraphs(**kw)], [n for n, _ in g.get_subgraphs(**kw)])
    c = {"configurable": {"thread_id": "t"}}
    await g.ainvoke({"v": 0}, c)
    st = await g.aget_state(c, subgraphs=True)
    print(st.next, [(t.name, t.state.next) for t in st.tasks], [(t.name, t.state.tasks[0].state.next) for t in st.tasks])
asyncio.run(main())
