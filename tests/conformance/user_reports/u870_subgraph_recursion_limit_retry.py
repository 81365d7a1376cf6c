# https://github.com/langchain-ai/langgraph/issues/3209 , https://github.com/bytedance/deer-flow/issues/55 : a looping subgraph hits the recursion limit with a checkpointer: the failed task's error and nested snapshot (values, next) kept in the parent's state, the history, retrying with invoke(None) at the same and a larger limit (where the subgraph continues from), streaming until the limit, and a checkpointer=True subgraph
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.errors import GraphRecursionError
class S(TypedDict):
    n: int
    log: Annotated[list, operator.add]
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:120])
sub = StateGraph(S)
sub.add_node("inc", lambda s: {"n": s["n"] + 1, "log": ["i%d" % s["n"]]})
sub.add_edge(START, "inc"); sub.add_conditional_edges("inc", lambda s: END if s["n"] >= 8 else "inc")
subc = sub.compile()
app = StateGraph(S).add_node("pre", lambda s: {"log": ["pre"]}).add_node("loop", subc).add_node("post", lambda s: {"log": ["post"]}).add_edge(START, "pre").add_edge("pre", "loop").add_edge("loop", "post").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
t("first", lambda: app.invoke({"n": 0, "log": []}, {**cfg, "recursion_limit": 4}))
st = app.get_state(cfg, subgraphs=True)
t("state", lambda: (st.values, st.next, [(tk.name, tk.error, tk.state) for tk in st.tasks]))
t("history", lambda: [(h.metadata["step"], h.next) for h in app.get_state_history(cfg)])
t("retry same limit", lambda: app.invoke(None, {**cfg, "recursion_limit": 4}))
t("retry bigger", lambda: app.invoke(None, {**cfg, "recursion_limit": 50}))
t("final", lambda: app.get_state(cfg).values)
t("stream until limit", lambda: [(ns and ns[0].split(":")[0], list(c)) for ns, c in app.stream({"n": 3, "log": []}, {"configurable": {"thread_id": "2"}, "recursion_limit": 5}, stream_mode="updates", subgraphs=True)])
t("state2", lambda: (app.get_state({"configurable": {"thread_id": "2"}}).values, app.get_state({"configurable": {"thread_id": "2"}}).next))
t("checkpointer subgraph", lambda: StateGraph(S).add_node("loop", sub.compile(checkpointer=True)).add_edge(START, "loop").compile(checkpointer=InMemorySaver()).invoke({"n": 0, "log": []}, {"configurable": {"thread_id": "3"}, "recursion_limit": 3}))
