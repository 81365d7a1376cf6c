# https://github.com/langchain-ai/langgraph/issues/593 : subgraphs invoked from inside node functions (held in a closure, in a module global, in a list, as a bound method's attribute) rather than added as nodes: get_subgraphs names, get_graph(xray=True) nodes, and get_state(subgraphs=True) at an interrupt inside one
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
def ask(s): return {"v": interrupt("q") if s["v"] > 100 else s["v"] + 1}
inner = StateGraph(S); inner.add_node("ask", ask); inner.add_edge(START, "ask")
GLOBAL_SUB = inner.compile()
def make_closure():
    sub = inner.compile()
    def closure_node(s):
        return sub.invoke(s)
    return closure_node
def global_node(s):
    return GLOBAL_SUB.invoke(s)
SUBS = [inner.compile()]
def list_node(s):
    return SUBS[0].invoke(s)
class Holder:
    def __init__(self): self.sub = inner.compile()
    def method_node(self, s): return self.sub.invoke(s)
b = StateGraph(S)
b.add_node("closure", make_closure()); b.add_node("glob", global_node); b.add_node("lst", list_node); b.add_node("meth", Holder().method_node)
b.add_edge(START, "closure"); b.add_edge("closure", "glob"); b.add_edge("glob", "lst"); b.add_edge("lst", "meth")
g = b.compile(checkpointer=InMemorySaver())
print([n for n, _ in g.get_subgraphs()])
print(list(g.get_graph(xray=True).nodes))
c = {"configurable": {"thread_id": "t"}}
print(g.invoke({"v": 200}, c))
st = g.get_state(c, subgraphs=True)
print(st.next, [(t.name, t.state is not None and hasattr(t.state, "values")) for t in st.tasks])
