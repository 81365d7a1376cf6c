# https://github.com/langchain-ai/langgraph/issues/5182 : plan-and-execute where the planner fans out each plan step with Send to an executor, a deferred "synthesise" node joins them, and a replanner loops once more with a second plan; the stream (sorted within each fan-out), the final state and the history's next per step
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Send, Command
class S(TypedDict, total=False):
    round: int
    results: Annotated[list, operator.add]
    summary: Annotated[list, operator.add]
PLANS = [["a", "b", "c"], ["d", "e"]]
def planner(s):
    r = s.get("round", 0)
    return Command(update={"round": r + 1}, goto=[Send("execute", {"step": x, "round": r}) for x in PLANS[r]])
def execute(arg):
    return {"results": ["%d:%s" % (arg["round"], arg["step"])]}
def synthesise(s):
    return {"summary": ["round %d: %s" % (s["round"], ",".join(sorted(x for x in s["results"] if x.startswith(str(s["round"] - 1)))))]}
def replan(s):
    return END if s["round"] >= len(PLANS) else "planner"
g = StateGraph(S).add_node("planner", planner, destinations=("execute",)).add_node("execute", execute).add_node("synthesise", synthesise, defer=True)
g.add_edge(START, "planner"); g.add_edge("execute", "synthesise"); g.add_conditional_edges("synthesise", replan, ["planner", END])
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
rows, fan = [], []
for ch in app.stream({"results": []}, cfg, stream_mode="updates"):
    (k, v), = ch.items()
    if k == "execute":
        fan.append(str(v)); continue
    if fan:
        rows.append(sorted(fan)); fan = []
    rows.append((k, v))
for r in rows:
    print(r)
print(app.get_state(cfg).values)
print([(h.metadata["step"], h.next) for h in app.get_state_history(cfg)])
