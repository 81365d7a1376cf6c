# https://github.com/langchain-ai/langgraph/issues/6208 : node with two interrupts: re-execution per resume, state/interrupts between, values stream
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    name: str
    age: str

calls = []
def ask(s):
    calls.append("ask")
    n = interrupt("name?")
    calls.append("after1:" + n)
    a = interrupt({"q": "age?", "name": n})
    calls.append("after2:" + a)
    return {"name": n, "age": a}

b = StateGraph(S); b.add_node("ask", ask); b.add_edge(START, "ask"); b.add_edge("ask", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
print(g.invoke({"name": "", "age": ""}, cfg))
st = g.get_state(cfg)
print([i.value for i in st.interrupts], st.next, [t.name for t in st.tasks])
for c in g.stream(Command(resume="Ann"), cfg, stream_mode=["values", "updates"]):
    print(c)
st = g.get_state(cfg)
print([i.value for i in st.interrupts])
print(g.invoke(Command(resume="33"), cfg))
print(calls)
print(g.get_state(cfg).values, g.get_state(cfg).next, len(list(g.get_state_history(cfg))))
