# https://github.com/langchain-ai/langgraph/issues/766 : a node with both a fixed edge and a conditional edge (the report's workflow): when the router names the same node as the fixed edge (does it run once?), another node (both run in one step), and two nodes writing one plain key in that step (InvalidUpdateError text, its lc_error_code, whether get_state can still read the thread)
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.errors import InvalidUpdateError
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    medical: str
    runs: list
def extract(s): return {"medical": "x", "runs": (s.get("runs") or []) + ["extract"]}
def mentor(s): return {"medical": "mentor", "runs": (s.get("runs") or []) + ["mentor"]}
def mentor_pass(s): return {"runs": (s.get("runs") or []) + ["pass"]}
def other(s): return {"runs": (s.get("runs") or []) + ["other"]}
for target in ("mentor_pass", "other", "mentor_pass+writes"):
    def decide(s, target=target): return target.split("+")[0]
    def mentor_pass_w(s): return {"medical": "pass", "runs": ["pass"]}
    b = (StateGraph(S).add_node("extract", extract).add_node("mentor", mentor)
         .add_node("mentor_pass", mentor_pass_w if "+" in target else mentor_pass).add_node("other", other)
         .add_edge(START, "extract").add_edge("extract", "mentor").add_edge("mentor", "mentor_pass")
         .add_conditional_edges("mentor", decide, ["mentor_pass", "other"]).add_edge("mentor_pass", END).add_edge("other", END))
    g = b.compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": target}}
    try:
        print(target, [list(c) for c in g.stream({"medical": ""}, cfg, stream_mode="updates")])
    except InvalidUpdateError as e:
        print(target, "ERR", str(e).splitlines()[0], getattr(e, "lc_error_code", None))
    try:
        st = g.get_state(cfg)
        print(target, st.values, st.next)
    except InvalidUpdateError as e:
        print(target, "get_state ERR", str(e).splitlines()[0])
