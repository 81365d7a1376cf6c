# https://github.com/langchain-ai/langgraph/issues/1245 , docs 'map-reduce' : Send fan-out to a worker, a join node that runs once after all sends, a second round of Sends from the join, then a final node; stream updates and tasks; the reducer order and the history's next tuples
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Send
class S(TypedDict):
    topics: list
    results: Annotated[list, operator.add]
    round: int
    final: str
class W(TypedDict):
    topic: str
    round: int
def worker(w: W):
    return {"results": ["%s@%d" % (w["topic"], w["round"])]}
def join(s):
    return {"round": s["round"] + 1}
def fan(s):
    return [Send("worker", {"topic": t, "round": s["round"]}) for t in s["topics"]]
def after_join(s):
    if s["round"] < 2:
        return fan(s)
    return "final"
def final(s):
    return {"final": "|".join(sorted(s["results"]))}
g = StateGraph(S)
g.add_node("worker", worker); g.add_node("join", join); g.add_node("final", final)
g.add_conditional_edges(START, fan, ["worker"]); g.add_edge("worker", "join"); g.add_conditional_edges("join", after_join, ["worker", "final"]); g.add_edge("final", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "mr"}}
ups = []
for mode, ch in app.stream({"topics": ["a", "b", "c"], "results": [], "round": 0}, cfg, stream_mode=["updates", "tasks", "values"]):
    if mode == "tasks":
        ups.append((mode, ch["name"], str(ch.get("input")) if "input" in ch else "result " + str(ch.get("result"))))
    elif mode == "updates":
        ups.append((mode, str(ch)))
    else:
        print(mode, ch)
for u in sorted(ups):  # (parallel tasks report in the order they finish)
    print(*u)
st = app.get_state(cfg)
print(st.values)
print([(h.metadata["step"], h.next, len(h.tasks)) for h in app.get_state_history(cfg)])
