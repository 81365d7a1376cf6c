# https://github.com/langchain-ai/langgraph/pull/2430 : two parallel subgraph nodes each paused two levels down (one also has a sibling interrupt at the top level): the interrupts listed by get_state, a resume map answering only some ids, then the rest, and the final state
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def mk(tag):
    def ask(s): return {"log": [tag + "=" + str(interrupt("q-" + tag))]}
    inner = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
    return StateGraph(S).add_node("inner", inner).add_edge(START, "inner").compile()
def top(s): return {"log": ["top=" + str(interrupt("q-top"))]}
g = StateGraph(S).add_node("A", mk("a")).add_node("B", mk("b")).add_node("top", top)
g = g.add_edge(START, "A").add_edge(START, "B").add_edge(START, "top").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"log": []}, cfg)
print(sorted(i.value for i in r["__interrupt__"]))
st = g.get_state(cfg)
ids = {i.value: i.id for i in st.interrupts}
print(sorted(ids), st.next, sorted((t.name, tuple(i.value for i in t.interrupts)) for t in st.tasks))
r = g.invoke(Command(resume={ids["q-a"]: "A1", ids["q-top"]: "T1"}), cfg)
print(sorted(r["log"]), sorted(i.value for i in r.get("__interrupt__", [])))
st = g.get_state(cfg)
print(st.next, [i.value for i in st.interrupts])
r = g.invoke(Command(resume={i.id: "B1" for i in st.interrupts}), cfg)
print(sorted(r["log"]), "__interrupt__" in r, g.get_state(cfg).next)
