# https://github.com/langchain-ai/langgraph/issues/4032 : a subgraph compiled inside a node function (a new graph object on every call) whose node interrupts, under a checkpointed parent: the interrupt surfaced by the parent, get_state while paused, the resume (the subgraph rebuilt and resumed), and how many times the subgraph's node ran
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class Sub(TypedDict, total=False):
    test: bool
    answer: str
runs = []
def subnode1(s):
    runs.append("sub")
    ans = interrupt({"test": s.get("test")})
    return {"answer": ans}
def build_subgraph():
    return StateGraph(Sub).add_node("subnode1", subnode1).add_edge(START, "subnode1").add_edge("subnode1", END).compile()
class Main(TypedDict, total=False):
    test: bool
    result: str
def main_node(s):
    out = build_subgraph().invoke({"test": s["test"]})
    return {"result": out.get("answer")}
g = StateGraph(Main).add_node("main_node", main_node).add_edge(START, "main_node").add_edge("main_node", END).compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"test": True}, cfg)
print(out, runs)
st = g.get_state(cfg)
print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks])
print(g.invoke(Command(resume="yes"), cfg), runs)
plain = build_subgraph()
try:
    print(plain.invoke({"test": False}))
except Exception as e:
    print(type(e).__name__, str(e)[:100])
