# https://github.com/langchain-ai/langgraph/issues/4523 , #3206 : a subgraph invoked inside a node function (different state), interrupt inside, get_state(subgraphs=True), subgraphs=True updates, resume
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class Sub(TypedDict, total=False):
    q: str
    a: str
def ask(s): return {"a": interrupt("q:" + s["q"])}
def fin(s): return {"a": s["a"] + "!"}
sb = StateGraph(Sub); sb.add_node(ask); sb.add_node(fin); sb.add_edge(START, "ask"); sb.add_edge("ask", "fin")
sub = sb.compile()
class P(TypedDict, total=False):
    topic: str
    answer: str
calls = []
def call_sub(s):
    calls.append(s["topic"])
    r = sub.invoke({"q": s["topic"]})
    return {"answer": r["a"]}
pb = StateGraph(P); pb.add_node("call_sub", call_sub); pb.add_edge(START, "call_sub"); pb.add_edge("call_sub", END)
g = pb.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ns, ch in g.stream({"topic": "t"}, cfg, stream_mode="updates", subgraphs=True):
    print([x.split(":")[0] for x in ns], {k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in ch.items()})
st = g.get_state(cfg, subgraphs=True)
print(st.next, st.tasks[0].name, st.tasks[0].state.values if st.tasks[0].state else None, st.tasks[0].state.next, [i.value for i in st.tasks[0].interrupts])
for ns, ch in g.stream(Command(resume="yes"), cfg, stream_mode="updates", subgraphs=True):
    print([x.split(":")[0] for x in ns], ch)
print(g.get_state(cfg).values, calls)
