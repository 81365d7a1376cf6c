# https://github.com/langchain-ai/langgraph/issues/3003 , #6208 : human-in-the-loop approve/edit/reject across threads: interrupt with a dict payload, Command(resume=...) with update, get_state().interrupts ids, threads independent
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict, total=False):
    draft: str
    status: str
def write(s): return {"draft": "draft of " + s["draft"]}
def review(s):
    d = interrupt({"action": "review", "draft": s["draft"]})
    if d["type"] == "approve": return Command(goto="publish", update={"status": "approved"})
    if d["type"] == "edit": return Command(goto="review", update={"draft": d["text"]})
    return Command(goto=END, update={"status": "rejected"})
def publish(s): return {"status": s["status"] + "+published"}
b = StateGraph(S); b.add_node("write", write); b.add_node("review", review, destinations=("publish", "review", END)); b.add_node("publish", publish)
b.add_edge(START, "write"); b.add_edge("write", "review")
g = b.compile(checkpointer=InMemorySaver())
cfgs = {t: {"configurable": {"thread_id": t}} for t in ("a", "b", "c")}
for t, c in cfgs.items():
    out = g.invoke({"draft": t}, c); print(t, out["draft"], [i.value for i in out["__interrupt__"]])
print(g.invoke(Command(resume={"type": "edit", "text": "better a"}), cfgs["a"])["__interrupt__"][0].value)
print(g.invoke(Command(resume={"type": "approve"}), cfgs["a"]))
print(g.invoke(Command(resume={"type": "reject"}), cfgs["b"]))
st = g.get_state(cfgs["c"]); iid = st.interrupts[0].id
print(g.invoke(Command(resume={iid: {"type": "approve"}}, update={"draft": "patched"}), cfgs["c"]))
for t, c in cfgs.items():
    print(t, [(h.metadata["step"], h.next, h.values.get("status")) for h in g.get_state_history(c)])
print(g.get_graph().draw_mermaid())
