# https://github.com/langchain-ai/langgraph/pull/6108 , round 1 #52 , #4028 : a subgraph node calling a @task that interrupts: the interrupts the parent sees (the task's and the node's), get_state(subgraphs=True), id-map resume, invoke output, async
import asyncio
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.func import task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
@task
def confirm(x):
    return interrupt(f"confirm {x}?")
class S(TypedDict):
    v: str
def node(s):
    return {"v": s["v"] + confirm(s["v"]).result()}
sub = StateGraph(S).add_node("node", node).add_edge(START, "node").compile()
g = StateGraph(S).add_node("sub", sub).add_node("direct", node).add_edge(START, "sub").add_edge("sub", "direct").compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
out = g.invoke({"v": "a"}, c)
print([i.value for i in out["__interrupt__"]], len({i.id for i in out["__interrupt__"]}))
st = g.get_state(c, subgraphs=True)
print([i.value for i in st.interrupts], [(t.name, [i.value for i in t.interrupts]) for t in st.tasks])
print([(t.name, [i.value for i in t.interrupts]) for t in st.tasks[0].state.tasks])
iid = st.interrupts[0].id
out = g.invoke(Command(resume={iid: "Y"}), c)
print([i.value for i in out["__interrupt__"]], out["v"])
st = g.get_state(c)
print([i.value for i in st.interrupts], [(t.name, [i.value for i in t.interrupts]) for t in st.tasks])
print(g.invoke(Command(resume="Z"), c))
async def main():
    c2 = {"configurable": {"thread_id": "2"}}
    chunks = [ch async for ch in g.astream({"v": "b"}, c2, stream_mode="updates", subgraphs=True)]
    print([(tuple(n.split(":")[0] for n in ns), {k: ([i.value for i in v] if k == "__interrupt__" else v) for k, v in d.items()}) for ns, d in chunks])
    print(await g.ainvoke(Command(resume="Q"), c2))
asyncio.run(main())
