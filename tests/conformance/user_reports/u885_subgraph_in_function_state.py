# https://github.com/langchain-ai/langgraph/issues/2529 , https://github.com/langchain-ai/langgraph/issues/1806 : a subgraph that interrupts, run as a node and invoked inside a node function: get_state(subgraphs=True)'s nested snapshot (values, next, interrupts, its own tasks), the plain task.state config, and the resume
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s):
    return {"log": ["ask:" + interrupt("q")]}
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
def in_func(s):
    return {"log": sub.invoke({"log": ["seed"]})["log"]}
for label, node in [("as node", sub), ("in func", in_func)]:
    app = StateGraph(S).add_node("n", node).add_edge(START, "n").compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "1"}}
    app.invoke({"log": []}, cfg)
    st = app.get_state(cfg, subgraphs=True)
    t = st.tasks[0]
    print(label, t.name, type(t.state).__name__, t.state.values if hasattr(t.state, "values") else None, t.state.next if hasattr(t.state, "next") else None, [i.value for i in t.interrupts])
    plain = app.get_state(cfg).tasks[0]
    print("   plain", type(plain.state).__name__, sorted(plain.state["configurable"]) if isinstance(plain.state, dict) else None)
    print("   ", [(sub_t.name, [i.value for i in sub_t.interrupts]) for sub_t in (t.state.tasks if hasattr(t.state, "tasks") else [])])
    print("   resume", app.invoke(Command(resume="A"), cfg))
