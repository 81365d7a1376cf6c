# https://github.com/langchain-ai/langgraph/issues/1138 : a ReWOO agent: the planner writes a plan with #E1/#E2 evidence variables, a worker node loops (conditional edge back to itself) running one tool step per superstep and substituting earlier evidence into later tool inputs, a solver combines them; the values stream and the history's next per step
import re
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    task: str
    steps: list
    results: dict
    answer: str
TOOLS = {"Search": lambda q: "capital of %s is Rome" % q.split()[-1], "Calc": lambda q: str(len(q))}
def plan(s):
    return {"steps": [["#E1", "Search", "capital of " + s["task"]], ["#E2", "Calc", "length of #E1"]], "results": {}}
def current(s):
    r = s.get("results") or {}
    return None if len(r) == len(s["steps"]) else len(r)
def work(s):
    i = current(s)
    var, tool, arg = s["steps"][i]
    for k, v in s["results"].items():
        arg = arg.replace(k, v)
    return {"results": {**s["results"], var: TOOLS[tool](arg)}}
def solve(s):
    return {"answer": " | ".join("%s=%s" % kv for kv in sorted(s["results"].items()))}
g = StateGraph(S).add_node("plan", plan).add_node("work", work).add_node("solve", solve)
g.add_edge(START, "plan"); g.add_edge("plan", "work")
g.add_conditional_edges("work", lambda s: "solve" if current(s) is None else "work", ["work", "solve"]); g.add_edge("solve", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for v in app.stream({"task": "Italy"}, cfg, stream_mode="values"):
    print(v)
print([(h.metadata["step"], h.next) for h in app.get_state_history(cfg)])
