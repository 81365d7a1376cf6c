# https://github.com/langchain-ai/langgraph/issues/2586 , #5952 , #6336 : an interrupt in one branch while the other branch has more steps to go: what runs before the pause, state/next at the pause, updates streamed, then the resume
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
b = StateGraph(S)
for n in ["b1", "b2", "b3"]:
    b.add_node(n, (lambda n: lambda s: {"log": [n]})(n))
b.add_node("ask", lambda s: {"log": ["ask:" + interrupt("go?")]})
b.add_node("join", lambda s: {"log": ["join"]})
b.add_edge(START, "b1").add_edge("b1", "b2").add_edge("b2", "b3").add_edge(START, "ask").add_edge(["b3", "ask"], "join")
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
# (b1's update and the interrupt chunk come from parallel tasks: sorted)
print(sorted(str(sorted(ch)) for ch in g.stream({"log": []}, cfg, stream_mode="updates")))
st = g.get_state(cfg)
print(st.next, sorted(st.values["log"]), st.metadata["step"], [(t.name, len(t.interrupts)) for t in st.tasks])
for ch in g.stream(Command(resume="yes"), cfg, stream_mode="updates"):
    print(sorted(ch))
print(g.get_state(cfg).values)
