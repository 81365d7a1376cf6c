# https://github.com/langchain-ai/langgraph/issues/3206: checkpointer=True subgraph with interrupt, visited twice
import operator
from typing import Annotated, TypedDict
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, interrupt

class S(TypedDict):
    log: Annotated[list[str], operator.add]
    rounds: int

def ask(state):
    v = interrupt(f"round {state['rounds']}")
    return {"log": [f"ask:{v}"]}

sb = StateGraph(S)
sb.add_node("ask", ask)
sb.add_edge(START, "ask")
for cp in (True, None, False):
    sub = sb.compile(checkpointer=cp)
    def bump(state):
        return {"rounds": state["rounds"] + 1, "log": ["bump"]}
    def route(state):
        return "sub" if state["rounds"] < 3 else END
    pb = StateGraph(S)
    pb.add_node("sub", sub); pb.add_node("bump", bump)
    pb.add_edge(START, "sub"); pb.add_edge("sub", "bump"); pb.add_conditional_edges("bump", route)
    g = pb.compile(checkpointer=MemorySaver())
    cfg = {"configurable": {"thread_id": str(cp)}}
    out = g.invoke({"log": [], "rounds": 0}, cfg)
    seen = []
    for i in range(5):
        if "__interrupt__" not in out:
            break
        seen.append(out["__interrupt__"][0].value)
        out = g.invoke(Command(resume=f"v{i}"), cfg)
    print(cp, seen, out)
    print("  history", len(list(g.get_state_history(cfg))), [t.name for t in g.get_state(cfg).tasks])
    sub_hist = [s for s in g.get_state_history(cfg)]
    print("  sub ns in history", sorted({s.config["configurable"]["checkpoint_ns"] for s in sub_hist}))
