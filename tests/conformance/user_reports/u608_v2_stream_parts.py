# https://github.com/langchain-ai/langgraph/issues/5932 , round 7 #50 : stream(version="v2") parts with several modes, subgraphs=True, an interrupt inside the subgraph and the resume; invoke(version="v2") after the interrupt
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: str
def ask(s):
    return {"v": s["v"] + str(interrupt("ok?"))}
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
g = StateGraph(S).add_node("a", lambda s: {"v": s["v"] + "a"}).add_node("sub", sub).add_edge(START, "a").add_edge("a", "sub").compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
def show(p):
    d = dict(p)
    d["ns"] = tuple(n.split(":")[0] for n in d.get("ns", ()))
    return d
for part in g.stream({"v": ""}, c, stream_mode=["updates", "values", "custom"], subgraphs=True, version="v2"):
    print(sorted(part), show(part))
for part in g.stream(Command(resume="Y"), c, stream_mode="updates", version="v2"):
    print(show(part))
c2 = {"configurable": {"thread_id": "2"}}
out = g.invoke({"v": "z"}, c2, version="v2")
print(type(out).__name__, out.value, out.interrupts)
out = g.invoke(Command(resume="!"), c2, version="v2")
print(type(out).__name__, out.value, out.interrupts)
