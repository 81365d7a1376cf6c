# https://github.com/langchain-ai/langgraph/issues/4866 : an interrupt inside a child graph reached two ways (added as a node; invoked inside a parent node function): the __interrupt__ chunks with subgraphs=True, get_state(subgraphs=True) of the parent in each case (next, tasks, each task's state and its config namespace), and the resumes
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": ["ask:" + str(interrupt("ok?"))]}
child = StateGraph(S).add_node("pre", lambda s: {"log": ["pre"]}).add_node("ask", ask).add_edge(START, "pre").add_edge("pre", "ask").compile()
def call(s):
    return {"log": child.invoke({"log": []})["log"]}
def show(g, cfg):
    st = g.get_state(cfg, subgraphs=True)
    print(" next", st.next, st.values)
    for t in st.tasks:
        sub = t.state
        print(" task", t.name, [i.value for i in t.interrupts], type(sub).__name__)
        if sub is not None and hasattr(sub, "values"):
            print("  sub", sub.values, sub.next, sub.config["configurable"]["checkpoint_ns"].split(":")[0], [x.name for x in sub.tasks])
for label, node in [("node", child), ("function", call)]:
    g = StateGraph(S).add_node("inner", node).add_edge(START, "inner").compile(checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": label}}
    print(label)
    for ns, c in g.stream({"log": []}, cfg, stream_mode="updates", subgraphs=True):
        print(" ", [n.split(":")[0] for n in ns], {k: (v if k != "__interrupt__" else [i.value for i in v]) for k, v in c.items()})
    show(g, cfg)
    print(" resumed", g.invoke(Command(resume="yes"), cfg))
    show(g, cfg)
