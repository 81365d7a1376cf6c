# https://github.com/langchain-ai/langgraph/pull/8195 (fixes #6534): Command(goto + resume) with several pending interrupts
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, interrupt

class S(TypedDict):
    log: Annotated[list[str], operator.add]

def ask(name):
    def f(s):
        return {"log": [f"{name}:{interrupt(name + '?')}"]}
    return f
def other(s): return {"log": ["other"]}

b = StateGraph(S)
b.add_node("p", ask("p")); b.add_node("q", ask("q")); b.add_node("other", other)
b.add_edge(START, "p"); b.add_edge(START, "q")
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"log": []}, cfg)
ints = {i.value: i.id for i in out["__interrupt__"]}
print(sorted(ints))
out = g.invoke(Command(goto="other", resume={ints["p?"]: "P"}), cfg)
print(out["log"], sorted(i.value for i in out.get("__interrupt__", [])))
st = g.get_state(cfg)
print(st.next, sorted(i.value for i in st.interrupts))
out = g.invoke(Command(resume={i.id: "Q" for i in st.interrupts}), cfg)
print(out, g.get_state(cfg).next)
