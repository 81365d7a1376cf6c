# https://github.com/langchain-ai/langgraph/issues/6165 : a loop with a Send fan-out into a subgraph, an interrupt, a fork by update_state at a middle checkpoint, a replay from an earlier one and a resume on each branch: the whole history as a tree (positions of each checkpoint's parent), step / source / next per checkpoint, and the latest values
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command, Send
from langgraph.checkpoint.memory import InMemorySaver
class W(TypedDict):
    item: str
    out: Annotated[list, operator.add]
sub = StateGraph(W).add_node("work", lambda s: {"out": ["w:" + s["item"]]}).add_edge(START, "work").compile()
class S(TypedDict):
    round: int
    items: list
    out: Annotated[list, operator.add]
def plan(s): return {"round": s["round"] + 1, "items": ["r%d%s" % (s["round"] + 1, c) for c in "ab"]}
def review(s):
    ok = interrupt({"round": s["round"], "n": len(s["out"])})
    return {"out": ["review:%s" % ok]}
b = StateGraph(S).add_node("plan", plan).add_node("sub", sub).add_node("review", review)
b.add_edge(START, "plan")
b.add_conditional_edges("plan", lambda s: [Send("sub", {"item": i, "out": []}) for i in s["items"]], ["sub"])
b.add_edge("sub", "review")
b.add_conditional_edges("review", lambda s: "plan" if s["round"] < 2 else END, ["plan", END])
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
def show(r): print(r.get("round"), sorted(r.get("out", [])), [i.value for i in r.get("__interrupt__", [])])
show(g.invoke({"round": 0, "items": [], "out": []}, cfg))
show(g.invoke(Command(resume="yes"), cfg))
hist = list(g.get_state_history(cfg))
mid = next(h for h in hist if h.next == ("review",))
fork = g.update_state(mid.config, {"out": ["forked"]}, as_node="sub")
show(g.invoke(Command(resume="fork"), fork))
early = next(h for h in reversed(hist) if h.next == ("plan",))
show(g.invoke(None, early.config))
show(g.invoke(Command(resume="end"), cfg))
full = list(g.get_state_history(cfg))
pos = {h.config["configurable"]["checkpoint_id"]: i for i, h in enumerate(full)}
for i, h in enumerate(full):
    print(i, h.metadata["step"], h.metadata["source"], h.next, pos.get(h.parent_config["configurable"]["checkpoint_id"]) if h.parent_config else None, sorted(h.values.get("out", [])), [(t.name, [x.value for x in t.interrupts]) for t in h.tasks if t.interrupts])
