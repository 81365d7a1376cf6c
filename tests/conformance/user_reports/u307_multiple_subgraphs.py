# https://github.com/langchain-ai/langgraph/issues/2737 , PR 3056 : a node calling several subgraphs (and one twice) with a checkpointer, an interrupt in the 2nd call, returning the compiled graph by mistake
from typing import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import MemorySaver
from langgraph.types import interrupt, Command

class State(TypedDict):
    state_counter: int

def child_node(state: State):
    return {"state_counter": state["state_counter"] + 1}
sb = StateGraph(State); sb.add_node("child_node", child_node); sb.add_edge(START, "child_node")
subgraph = sb.compile()
def asking(state: State):
    v = interrupt(f"at {state['state_counter']}")
    return {"state_counter": state["state_counter"] + v}
ab = StateGraph(State); ab.add_node("asking", asking); ab.add_edge(START, "asking")
asker = ab.compile()

def parent_typo(state: State):
    subgraph.invoke(state)
    return subgraph
def parent_many(state: State):
    s = subgraph.invoke(state)
    s = subgraph.invoke(s)
    s = asker.invoke(s)
    return s

for fn in (parent_typo, parent_many):
    b = StateGraph(State); b.add_node("parent_node", fn); b.add_edge(START, "parent_node")
    g = b.compile(checkpointer=MemorySaver())
    cfg = {"configurable": {"thread_id": fn.__name__}}
    try:
        out = g.invoke({"state_counter": 0}, cfg)
        print(fn.__name__, "->", out)
        if "__interrupt__" in out:
            print("  state", g.get_state(cfg).next, [t.name for t in g.get_state(cfg).tasks])
            for ns, chunk in g.stream(Command(resume=10), cfg, stream_mode="updates", subgraphs=True):
                print("  resume", [p.split(":")[0] for p in ns], chunk)
            print("  final", g.get_state(cfg).values)
    except Exception as e:
        print(fn.__name__, "raised", type(e).__name__, str(e).splitlines()[0])
