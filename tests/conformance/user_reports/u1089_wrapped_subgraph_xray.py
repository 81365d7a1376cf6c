# https://github.com/langchain-ai/langgraph/issues/593 : subgraphs added as nodes in wrapped forms (subgraph.with_config(tags=...), subgraph.with_retry(), a RunnableSequence subgraph | RunnableLambda, a RunnableLambda calling it): get_subgraphs names, get_graph(xray=True) node ids, and get_state(subgraphs=True) tasks at an interrupt inside the with_config form
from typing_extensions import TypedDict
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
def ask(s): return {"v": interrupt("q") if s["v"] > 100 else s["v"] + 1}
inner = StateGraph(S); inner.add_node("ask", ask); inner.add_edge(START, "ask")
sub = inner.compile()
forms = {"cfg": sub.with_config(tags=["x"]), "retry": sub.with_retry(stop_after_attempt=1), "seq": sub | RunnableLambda(lambda x: x), "lam": RunnableLambda(lambda s: sub.invoke(s))}
for name, form in forms.items():
    b = StateGraph(S); b.add_node(name, form); b.add_edge(START, name)
    g = b.compile(checkpointer=InMemorySaver())
    print(name, [n for n, _ in g.get_subgraphs()], list(g.get_graph(xray=True).nodes))
b = StateGraph(S); b.add_node("cfg", forms["cfg"]); b.add_edge(START, "cfg")
g = b.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "t"}}
print(g.invoke({"v": 200}, c))
st = g.get_state(c, subgraphs=True)
print(st.next, [(t.name, t.state.next if t.state is not None and hasattr(t.state, "next") else None) for t in st.tasks])
