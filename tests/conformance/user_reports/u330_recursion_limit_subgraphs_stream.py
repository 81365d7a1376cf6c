# https://github.com/langchain-ai/docs/issues/1563 , #148 : recursion limit reached while streaming with subgraphs=True (which level raises, what was streamed, saved state, resume with a higher limit)
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.errors import GraphRecursionError
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    n: int
    log: Annotated[list, operator.add]
def inc(state):
    return {"n": state["n"] + 1, "log": [state["n"]]}
sb = StateGraph(S); sb.add_node("inc", inc); sb.add_edge(START, "inc")
sb.add_conditional_edges("inc", lambda s: END if s["n"] % 4 == 0 else "inc")
pb = StateGraph(S); pb.add_node("loop", sb.compile()); pb.add_edge(START, "loop")
pb.add_conditional_edges("loop", lambda s: END if s["n"] >= 8 else "loop")
g = pb.compile(checkpointer=InMemorySaver())
for limit in (3, 5, 30):
    cfg = {"configurable": {"thread_id": str(limit)}, "recursion_limit": limit}
    seen = []
    try:
        for ns, ch in g.stream({"n": 0, "log": []}, cfg, stream_mode="updates", subgraphs=True):
            seen.append(([p.split(":")[0] for p in ns], list(ch)))
        print(limit, "finished", seen[-2:])
    except GraphRecursionError as e:
        print(limit, "GraphRecursionError", str(e).splitlines()[0], len(seen), seen[-1:])
    st = g.get_state(cfg, subgraphs=True)
    print("   state", st.values, st.next, [(t.name, type(t.error).__name__ if t.error else None, t.state.values if t.state else None) for t in st.tasks])
cfg = {"configurable": {"thread_id": "3"}, "recursion_limit": 50}
print("resume", g.invoke(None, cfg))
