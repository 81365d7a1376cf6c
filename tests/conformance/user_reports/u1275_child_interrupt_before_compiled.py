# https://github.com/langchain-ai/langgraph/issues/1222 : a child graph compiled with interrupt_before=["b"] (a static breakpoint inside a subgraph) under a parent with a saver: where the parent stops, get_state(subgraphs=True) of the child (next, tasks, interrupts), continuing with invoke(None), and a second parent run on the same thread
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
child = StateGraph(S).add_node("a", lambda s: {"log": ["a"]}).add_node("b", lambda s: {"log": ["b"]}).add_edge(START, "a").add_edge("a", "b").compile(interrupt_before=["b"])
g = StateGraph(S).add_node("child", child).add_node("after", lambda s: {"log": ["after"]}).add_edge(START, "child").add_edge("child", "after").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "t"}}
for ns, c in g.stream({"log": []}, cfg, stream_mode="updates", subgraphs=True):
    print([n.split(":")[0] for n in ns], c)
st = g.get_state(cfg, subgraphs=True)
print(st.next, st.values, [(t.name, t.interrupts, t.state.next if t.state else None, t.state.values if t.state else None) for t in st.tasks])
print(g.invoke(None, cfg))
print(g.get_state(cfg).next)
r = g.invoke({"log": ["second"]}, cfg)
print(r, g.get_state(cfg).next)
print(g.invoke(None, cfg))
