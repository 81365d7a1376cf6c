# https://github.com/langchain-ai/langgraph/pull/6254 , #5952 : three parallel nodes interrupting, resume all with one id map; values/updates stream with __interrupt__ chunks; plain resume error text
from typing import Annotated, TypedDict
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def mk(n):
    def f(s):
        return {"log": [f"{n}:{interrupt(n)}"]}
    return f
b = StateGraph(S)
for n in "abc":
    b.add_node(n, mk(n)).add_edge(START, n).add_edge(n, END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
chunks = list(g.stream({"log": []}, cfg, stream_mode="updates"))
print(sorted(str(sorted(i.value for i in c["__interrupt__"])) for c in chunks))
st = g.get_state(cfg)
print(st.next, sorted(i.value for i in st.interrupts), [len(t.interrupts) for t in st.tasks])
try:
    g.invoke(Command(resume="plain"), cfg)
except Exception as e:
    print(type(e).__name__, str(e))
ids = {i.id: f"ans-{i.value}" for i in st.interrupts}
for ch in g.stream(Command(resume=ids), cfg, stream_mode="values"):
    print(sorted(ch["log"]))
st = g.get_state(cfg)
print(st.next, st.interrupts, sorted(st.values["log"]))
print(len(list(g.get_state_history(cfg))))
