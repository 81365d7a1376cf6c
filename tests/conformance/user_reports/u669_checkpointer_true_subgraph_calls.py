# https://github.com/langchain-ai/langgraph/issues/3206 , PR 2328 , docs PR 1658 : a checkpointer=True subgraph invoked inside a node twice per run and across runs (its own memory), its namespace in the saver, get_state(subgraphs=True); the same subgraph run on its own (refused)
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
mem = StateGraph(S).add_node("remember", lambda s: {"log": [f"seen{len(s['log'])}"]}).add_edge(START, "remember").compile(checkpointer=True)
def caller(s):
    a = mem.invoke({"log": ["x"]})
    return {"log": [len(a["log"])]}
saver = InMemorySaver()
g = StateGraph(S).add_node("caller", caller).add_node("mem", mem).add_edge(START, "caller").add_edge("caller", "mem").compile(checkpointer=saver)
c = {"configurable": {"thread_id": "1"}}
for i in range(2):
    print(g.invoke({"log": []}, c)["log"])
print(sorted({t.config["configurable"]["checkpoint_ns"].split(":")[0] for t in saver.list(c)}))
st = g.get_state(c, subgraphs=True)
print(st.values, st.next, [(t.name, t.state) for t in st.tasks])
try:
    mem.invoke({"log": []})
except RuntimeError as e:
    print("alone", e)
