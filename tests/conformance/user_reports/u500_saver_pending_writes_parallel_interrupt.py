# https://github.com/langchain-ai/langgraph/issues/5952 , #8039 : the saver's pending writes of a paused parallel step (sibling writes, interrupts) and after a partial id-map resume
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
g = StateGraph(S)
g.add_node("plain", lambda s: {"log": ["plain"]})
g.add_node("q1", lambda s: {"log": [f"q1={interrupt('one')}"]})
g.add_node("q2", lambda s: {"log": [f"q2={interrupt('two')}"]})
for n in ["plain", "q1", "q2"]: g.add_edge(START, n)
saver = InMemorySaver()
app = g.compile(checkpointer=saver)
cfg = {"configurable": {"thread_id": "1"}}
app.invoke({"log": []}, cfg)
def dump():
    t = saver.get_tuple(cfg)
    print(t.metadata["step"], sorted((w[1], repr(w[2]) if w[1] != "__interrupt__" else [i.value for i in w[2]]) for w in t.pending_writes))
dump()
st = app.get_state(cfg)
first = next(i for i in st.interrupts if i.value == "one")
app.invoke(Command(resume={first.id: "A"}), cfg)
dump()
st = app.get_state(cfg)
print(st.next, sorted((t.name, t.result) for t in st.tasks if t.result is not None))
print(app.invoke(Command(resume={st.interrupts[0].id: "B"}), cfg))
