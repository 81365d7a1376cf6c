# https://github.com/langchain-ai/langgraph/issues/2586 : a looping child graph under a parent: the recursion_limit given to the parent run reaching the child (the error type and message, counted in whose steps), a child compiled with_config(recursion_limit=...), and the parent state left on a thread
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    n: Annotated[int, operator.add]
def mk(limit_at):
    b = StateGraph(S).add_node("tick", lambda s: {"n": 1})
    b.add_edge(START, "tick").add_conditional_edges("tick", lambda s: END if s["n"] >= limit_at else "tick")
    return b.compile()
for limit_at, rl in [(4, 10), (12, 10), (12, 30)]:
    g = StateGraph(S).add_node("pre", lambda s: {"n": 0}).add_node("child", mk(limit_at)).add_edge(START, "pre").add_edge("pre", "child").compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": f"{limit_at}-{rl}"}, "recursion_limit": rl}
    try:
        print(limit_at, rl, g.invoke({"n": 0}, cfg))
    except Exception as e:
        print(limit_at, rl, "!!", type(e).__name__, str(e).splitlines()[0])
        st = g.get_state(cfg)
        print("  left", st.values, st.next)
g = StateGraph(S).add_node("child", mk(8).with_config(recursion_limit=5)).add_edge(START, "child").compile()
try:
    print("bound", g.invoke({"n": 0}, {"recursion_limit": 50}))
except Exception as e:
    print("bound !!", type(e).__name__, str(e).splitlines()[0])
