# https://github.com/langchain-ai/langgraph/issues/2866: merging node after conditional fan-out (two scenarios)
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph

class AgentState(TypedDict):
    input: str
    history: Annotated[list, operator.add]

def start(state): return {"history": ["start"]}
def end(state): return {"history": ["end:" + ",".join(state["history"])]}
def run_agent(name):
    def run(state): return {"history": [name]}
    return run
def conditional(state): return ["agent2", "agent3"]

def build(scenario):
    w = StateGraph(AgentState)
    w.add_node("start", start); w.add_node("end", end)
    for n in ("agent1", "agent2", "agent3"):
        w.add_node(n, run_agent(n))
    w.set_entry_point("start")
    w.add_edge("start", "agent1")
    w.add_conditional_edges("agent1", conditional, ["agent2", "agent3"])
    if scenario == 1:
        w.add_edge("agent2", "end"); w.add_edge("agent3", "end")
    else:
        w.add_edge(["agent2", "agent3"], "end")
    w.set_finish_point("end")
    return w.compile()

for s in (1, 2):
    app = build(s)
    print(s, app.invoke({"input": "x", "history": []})["history"])
    # agent2 and agent3 run in one step: their chunks come in thread-timing order
    # (both libraries), so each step's node names are printed sorted
    steps, cur = [], []
    for mode, c in app.stream({"input": "x", "history": []}, stream_mode=["updates", "values"]):
        if mode == "updates":
            cur.extend(c)
        elif cur:
            steps.append(sorted(cur))
            cur = []
    print(s, steps)
