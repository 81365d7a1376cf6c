# https://github.com/langchain-ai/langgraph/issues/593 : an exception raised two subgraph levels down: the type the caller sees, its text, __notes__, __cause__ / __context__, whether it is the same object; and a GraphRecursionError inside a subgraph, seen from outside; and the parent thread's tasks / errors after
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
class Boom(Exception):
    pass
raised = []
def fail(s):
    e = Boom(f"boom at {s['v']}")
    raised.append(e)
    raise e
inner = StateGraph(S); inner.add_node("fail", fail); inner.add_edge(START, "fail")
mid = StateGraph(S); mid.add_node("inner", inner.compile()); mid.add_edge(START, "inner")
outer = StateGraph(S); outer.add_node("mid", mid.compile()); outer.add_edge(START, "mid")
g = outer.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "t"}}
try:
    g.invoke({"v": 1}, c)
except Exception as e:
    print(type(e).__name__, str(e), getattr(e, "__notes__", None), repr(e.__cause__), e is raised[-1])
st = g.get_state(c, subgraphs=True)
print("next", st.next, [(t.name, repr(t.error), t.state is not None) for t in st.tasks])
loop = StateGraph(S); loop.add_node("l", lambda s: {"v": s["v"] + 1}); loop.add_edge(START, "l"); loop.add_edge("l", "l")
o2 = StateGraph(S); o2.add_node("sub", loop.compile()); o2.add_edge(START, "sub")
try:
    o2.compile().invoke({"v": 0}, {"recursion_limit": 4})
except Exception as e:
    print(type(e).__name__, str(e).splitlines()[0], getattr(e, "__notes__", None))
def calls(s):
    return inner.compile().invoke(s)
o3 = StateGraph(S); o3.add_node("calls", calls); o3.add_edge(START, "calls")
try:
    o3.compile().invoke({"v": 3})
except Exception as e:
    print(type(e).__name__, str(e), getattr(e, "__notes__", None))
