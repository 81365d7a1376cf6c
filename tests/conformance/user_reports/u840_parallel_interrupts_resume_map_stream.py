# https://github.com/langchain-ai/docs/pull/2701 , https://github.com/langchain-ai/langgraph/issues/6208 : three parallel branches that each interrupt; streamed updates show the __interrupt__ chunk(s); resuming two with a map by interrupt id, then the last one; values and interrupts after each, and which nodes ran how often
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    got: Annotated[list, operator.add]
runs = {"a": 0, "b": 0, "c": 0}
def mk(name):
    def node(s):
        runs[name] += 1
        return {"got": [name + "=" + str(interrupt("ask " + name))]}
    return node
g = StateGraph(S)
for n in "abc":
    g.add_node(n, mk(n)); g.add_edge(START, n)
g.add_node("join", lambda s: {"got": ["join:" + ",".join(sorted(s["got"]))]}); g.add_edge(["a", "b", "c"], "join")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "p"}}
chunks = [ch for ch in app.stream({"got": []}, cfg, stream_mode="updates")]
print(len(chunks), sorted(sorted(i.value for i in ch["__interrupt__"]) for ch in chunks if "__interrupt__" in ch))
st = app.get_state(cfg)
ids = {i.value: i.id for i in st.interrupts}
print(st.next, sorted(ids))
chunks = [ch for ch in app.stream(Command(resume={ids["ask a"]: "A", ids["ask c"]: "C"}), cfg, stream_mode="updates")]
print(sorted(str(c) for c in chunks if "__interrupt__" not in c), [sorted(i.value for i in c["__interrupt__"]) for c in chunks if "__interrupt__" in c])
st = app.get_state(cfg)
print(st.values, st.next, sorted(i.value for i in st.interrupts))
out = app.invoke(Command(resume={[i.id for i in st.interrupts if i.value == "ask b"][0]: "B"}), cfg)
print(out, runs)
print([(h.metadata["step"], h.next) for h in app.get_state_history(cfg)])
