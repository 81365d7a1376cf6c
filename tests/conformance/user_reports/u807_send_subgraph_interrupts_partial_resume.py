# https://github.com/langchain-ai/langgraph/pull/6158 : three Send tasks into one subgraph, each pausing on interrupt(): get_state(subgraphs=True) per Send task (path, interrupts, subgraph values/next), a resume map answering one, then the other two; the parent's updates stream on the last resume and the thread's history
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, Send, interrupt
class P(TypedDict):
    x: Annotated[list, operator.add]
class Sub(TypedDict):
    x: Annotated[list, operator.add]
    v: int
def ask(s):
    return {"x": [f"{s['v']}:" + interrupt(f"q{s['v']}")]}
sub = StateGraph(Sub, output_schema=P); sub.add_node("ask", ask); sub.add_edge(START, "ask")
g = StateGraph(P); g.add_node("sub", sub.compile()); g.add_node("done", lambda s: {"x": ["done"]})
g.add_conditional_edges(START, lambda s: [Send("sub", {"x": [], "v": i}) for i in range(3)]); g.add_edge("sub", "done")
app = g.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
out = app.invoke({"x": []}, c)
ids = {i.value: i.id for i in out["__interrupt__"]}
print(sorted(ids))
st = app.get_state(c, subgraphs=True)
print(st.next, [(t.name, t.path[:2], [i.value for i in t.interrupts], t.state.values, t.state.next) for t in st.tasks])
print([(t.name, sorted(t.state["configurable"])) for t in app.get_state(c).tasks])
out2 = app.invoke(Command(resume={ids["q1"]: "one"}), c)
print(sorted(i.value for i in out2.get("__interrupt__", [])), out2["x"])
st = app.get_state(c, subgraphs=True)
print(st.next, [(t.name, [i.value for i in t.interrupts], t.state.values if t.state else None, t.result) for t in st.tasks])
print(sorted(map(str, app.stream(Command(resume={ids["q0"]: "zero", ids["q2"]: "two"}), c, stream_mode="updates"))))
print(app.get_state(c).values)
print([(h.metadata["source"], h.metadata["step"], h.next, len(h.tasks)) for h in app.get_state_history(c)])
