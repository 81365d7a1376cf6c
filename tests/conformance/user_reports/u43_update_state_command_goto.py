# update_state with a Command / as_node and forking then continuing (docs issues on time travel + goto)
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command

class S(TypedDict):
    log: Annotated[list[str], operator.add]

def a(s): return {"log": ["a"]}
def b(s): return {"log": ["b"]}
def c(s): return {"log": ["c"]}
bd = StateGraph(S)
bd.add_node("a", a); bd.add_node("b", b); bd.add_node("c", c)
bd.add_edge(START, "a"); bd.add_edge("a", "b"); bd.add_edge("b", END); bd.add_edge("c", END)
g = bd.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
g.invoke({"log": []}, cfg)
print(g.get_state(cfg).values)
# jump to c via update_state with a Command
ncfg = g.update_state(cfg, Command(goto="c", update={"log": ["jump"]}))
st = g.get_state(cfg)
print(st.next, st.values, st.metadata["source"], st.metadata["step"])
print(g.invoke(None, cfg))
# as_node on a finished thread
g.update_state(cfg, {"log": ["as a"]}, as_node="a")
st = g.get_state(cfg)
print(st.next, st.values)
print(g.invoke(None, cfg))
# fork from the first checkpoint where next == ('a',)
first = [h for h in g.get_state_history(cfg) if h.next == ("a",)][-1]
fork = g.update_state(first.config, {"log": ["forked"]})
print(g.get_state(fork).values, g.get_state(fork).next)
print(g.invoke(None, fork))
print(len(list(g.get_state_history(cfg))))
# update_state with as_node=__start__ / START-style input and with as_node="__end__"? (errors)
for node in ("__start__", "nope"):
    try:
        g.update_state(cfg, {"log": ["s"]}, as_node=node)
        print(node, g.get_state(cfg).next, g.get_state(cfg).values)
    except Exception as e:
        print(node, type(e).__name__, e)
