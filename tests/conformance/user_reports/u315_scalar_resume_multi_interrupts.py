# https://github.com/langchain-ai/langgraph/pull/8936 (#8579) , PR 6108 : scalar Command(resume) while two interrupts are pending inside one subgraph task / two parallel subgraph tasks / two @task calls
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]

def ask(name):
    def node(state):
        return {"log": [f"{name}={interrupt(name)}"]}
    return node
sb = StateGraph(S)
sb.add_node("q1", ask("q1")); sb.add_node("q2", ask("q2"))
sb.add_edge(START, "q1"); sb.add_edge(START, "q2")
sub = sb.compile()

def run(label, g):
    cfg = {"configurable": {"thread_id": label}}
    out = g.invoke({"log": []}, cfg)
    print(label, sorted(i.value for i in out["__interrupt__"]))
    try:
        out = g.invoke(Command(resume="scalar"), cfg)
        print("  scalar ->", sorted(out["log"]), sorted(i.value for i in out.get("__interrupt__", [])))
    except Exception as e:
        print("  scalar raised", type(e).__name__, e)
    st = g.get_state(cfg)
    ids = {i.id: f"ans-{i.value}" for i in st.interrupts}
    print("  pending", sorted(i.value for i in st.interrupts))
    out = g.invoke(Command(resume=ids), cfg)
    print("  map ->", sorted(out.get("log", [])), [i.value for i in out.get("__interrupt__", [])])

# (two interrupts pending inside ONE subgraph task: LangGraph 1.2.11 takes a scalar resume for
# the first (langgraph#8579, fix PR 8936); lingxigraph refuses it - not replayed here)
pb2 = StateGraph(S); pb2.add_node("s1", sub); pb2.add_node("s2", ask("top"))
pb2.add_edge(START, "s1"); pb2.add_edge(START, "s2")
run("subgraph-and-node", pb2.compile(checkpointer=InMemorySaver()))
from langgraph.func import entrypoint, task
@task
def t(name):
    return f"{name}={interrupt(name)}"
@entrypoint(checkpointer=InMemorySaver())
def ep(inp):
    fs = [t("a"), t("b")]
    return {"log": [f.result() for f in fs]}
run("entrypoint-tasks", ep)
