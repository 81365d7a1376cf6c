# https://github.com/langchain-ai/langgraph/issues/3675 , #8217 , PR 1418 : interrupt() inside user code wrapped in `except Exception` (the pause is swallowed) vs `except BaseException`-safe code, GraphInterrupt's base classes, what the run returns and saves
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.errors import GraphInterrupt, GraphBubbleUp
from langgraph.checkpoint.memory import InMemorySaver
print(issubclass(GraphInterrupt, Exception), issubclass(GraphInterrupt, GraphBubbleUp), [c.__name__ for c in GraphInterrupt.__mro__[:4]])
class S(TypedDict):
    v: str
def swallow(s):
    try:
        ans = interrupt("q1")
    except Exception as e:
        return {"v": f"swallowed {type(e).__name__}"}
    return {"v": f"got {ans}"}
def reraise(s):
    try:
        ans = interrupt("q2")
    except GraphInterrupt:
        raise
    except Exception as e:
        return {"v": "never"}
    return {"v": s["v"] + f"+{ans}"}
g = StateGraph(S).add_node("swallow", swallow).add_node("reraise", reraise).add_edge(START, "swallow").add_edge("swallow", "reraise").compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
print(g.invoke({"v": ""}, c))
st = g.get_state(c)
print(st.values, st.next, [i.value for i in st.interrupts])
print(g.invoke(Command(resume="R"), c))
def swallow_all(s):
    try:
        interrupt("q3")
    except Exception as e:
        try:
            print("args", [type(a).__name__ for a in e.args], type(e.args[0][0]).__name__)
        except Exception as e2:
            print("args?", e2)
    return {"v": "continued"}
g2 = StateGraph(S).add_node("n", swallow_all).add_edge(START, "n").compile(checkpointer=InMemorySaver())
print(g2.invoke({"v": ""}, {"configurable": {"thread_id": "2"}}))
print(g2.get_state({"configurable": {"thread_id": "2"}}).next)
