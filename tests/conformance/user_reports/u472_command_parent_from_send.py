# https://github.com/langchain-ai/langgraph/pull/3521 , #6409 : Command(graph=Command.PARENT) from Send-spawned workers inside a subgraph, with reducers in the parent; subgraphs=True updates (one worker escalates: with two, which ParentCommand LangGraph keeps is thread timing)
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, Send
from langgraph.checkpoint.memory import InMemorySaver
class Sub(TypedDict):
    items: list
    found: Annotated[list, operator.add]
def fan(s): return [Send("check", i) for i in s["items"]]
def check(i):
    if i < 0:
        return Command(graph=Command.PARENT, goto="alarm", update={"alerts": [i]})
    return {"found": [i]}
sub = StateGraph(Sub).add_node("start", lambda s: {}).add_node("check", check).add_edge(START, "start").add_conditional_edges("start", fan, ["check"]).compile()
class P(TypedDict):
    items: list
    alerts: Annotated[list, operator.add]
    found: Annotated[list, operator.add]
def alarm(s): return {"alerts": [f"alarm x{len(s['alerts'])}"]}
g = (StateGraph(P).add_node("sub", sub, destinations=("alarm",)).add_node("alarm", alarm)
     .add_edge(START, "sub").compile(checkpointer=InMemorySaver()))
cfg = {"configurable": {"thread_id": "1"}}
for ns, ch in g.stream({"items": [1, -2, 3], "alerts": [], "found": []}, cfg, stream_mode="updates", subgraphs=True):
    ns = tuple(n.split(":")[0] for n in ns)
    print(ns, {k: (sorted(v.get("alerts", []) + v.get("found", []), key=str) if isinstance(v, dict) else v) for k, v in ch.items()})
st = g.get_state(cfg)
print(sorted(st.values["alerts"], key=str), sorted(st.values["found"]), st.next)
print(g.invoke({"items": [5], "alerts": [], "found": []}, {"configurable": {"thread_id": "2"}}))
