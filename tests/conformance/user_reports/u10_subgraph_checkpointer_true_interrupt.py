# https://github.com/langchain-ai/langgraph/issues/4796: subgraph called from a node, interrupt, state update
from typing import TypedDict, Optional
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import StateGraph, START, END
from langgraph.types import Command, interrupt

class S(TypedDict):
    state_counter: int
    human_response: Optional[str]

counts = {"parent": 0, "human": 0}

def human_node(state: S):
    counts["human"] += 1
    print("SUB human_node sees", state.get("human_response"))
    ans = interrupt("question?")
    return {"human_response": ans}

sb = StateGraph(S)
sb.add_node("human_node", human_node)
sb.add_edge(START, "human_node"); sb.add_edge("human_node", END)

for cp in (None, True):
    sub = sb.compile(checkpointer=cp)
    def parent_node(state: S):
        counts["parent"] += 1
        print("PARENT before sub", state)
        out = sub.invoke(state)
        return {"state_counter": state["state_counter"] + 1, "human_response": out.get("human_response")}
    pb = StateGraph(S)
    pb.add_node("parent_node", parent_node)
    pb.add_edge(START, "parent_node"); pb.add_edge("parent_node", END)
    g = pb.compile(checkpointer=MemorySaver())
    cfg = {"configurable": {"thread_id": str(cp)}}
    r = g.invoke({"state_counter": 0, "human_response": None}, cfg)
    print("first", {k: v for k, v in r.items() if k != "__interrupt__"}, [i.value for i in r["__interrupt__"]])
    st = g.get_state(cfg, subgraphs=True)
    print("tasks", [(t.name, t.state is not None) for t in st.tasks])
    r = g.invoke(Command(resume="35"), cfg)
    print("resumed", r, counts)
    st = g.get_state(cfg)
    print(st.values, st.next)
