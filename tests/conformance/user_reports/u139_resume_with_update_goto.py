# https://github.com/langchain-ai/langgraph/issues/3003 (round 2) : Command(resume=..., update=...) and Command(resume=..., goto=...) on a paused thread
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]
    note: str

def ask(s): return {"log": ["ask:" + interrupt("?") + ":" + s["note"]]}
def alt(s): return {"log": ["alt"]}
def fin(s): return {"log": ["fin"]}
b = StateGraph(S); b.add_node("ask", ask); b.add_node("alt", alt); b.add_node("fin", fin)
b.add_edge(START, "ask"); b.add_edge("ask", "fin"); b.add_edge("alt", END); b.add_edge("fin", END)
g = b.compile(checkpointer=InMemorySaver())
c1 = {"configurable": {"thread_id": "1"}}
g.invoke({"log": [], "note": "n0"}, c1)
for ch in g.stream(Command(resume="yes", update={"note": "n1", "log": ["upd"]}), c1, stream_mode="updates"):
    print(ch)
print(g.get_state(c1).values)
c2 = {"configurable": {"thread_id": "2"}}
g.invoke({"log": [], "note": "n0"}, c2)
# (ask and alt run in one step: their chunk order is thread timing in LangGraph)
print(sorted(str(ch) for ch in g.stream(Command(resume="yes", goto="alt"), c2, stream_mode="updates")))
print(g.get_state(c2).values, g.get_state(c2).next)
c3 = {"configurable": {"thread_id": "3"}}
g.invoke({"log": [], "note": "n0"}, c3)
print(sorted(str(ch) for ch in g.stream(Command(goto="alt"), c3, stream_mode="updates")))
print(g.get_state(c3).values, g.get_state(c3).next, [i.value for i in g.get_state(c3).interrupts])
