# https://github.com/langchain-ai/langgraph/issues/2213 : after update_state (as the last node, as another node, with a reducer key, with values=None) on a paused thread, what stream(None, stream_mode="values") yields first (the edited state?), what "updates" yields, and get_state's next / values between
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
    x: int
def a(s): return {"log": ["a"], "x": s["x"] + 1}
def b(s): return {"log": ["b"], "x": s["x"] * 10}
def c(s): return {"log": ["c"]}
g = StateGraph(S).add_node("a", a).add_node("b", b).add_node("c", c).add_edge(START, "a").add_edge("a", "b").add_edge("b", "c").add_edge("c", END).compile(checkpointer=InMemorySaver(), interrupt_before=["b"])
cases = [("plain", {"x": 5}, None), ("as_a", {"x": 7, "log": ["edit"]}, "a"), ("as_b", {"x": 100}, "b"), ("none_values", None, None), ("as_c", {"log": ["skip"]}, "c")]
for label, vals, as_node in cases:
    for mode in ["values", "updates"]:
        cfg = {"configurable": {"thread_id": label + mode}}
        list(g.stream({"log": [], "x": 1}, cfg))
        try:
            g.update_state(cfg, vals, as_node=as_node)
        except Exception as e:
            print(label, "ERR", type(e).__name__, e)
            continue
        st = g.get_state(cfg)
        print(label, mode, st.next, st.values, st.metadata["source"], st.metadata["step"])
        for ch in g.stream(None, cfg, stream_mode=mode):
            print("   ", ch)
