# https://github.com/langchain-ai/langgraph/pull/3070 : one compiled subgraph (with an interrupt) added as two parallel nodes of a parent: the two interrupts, get_state(subgraphs=True) task by task (each its own namespace), a resume map answering both, and get_subgraphs()
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def ask(s): return {"log": ["answer " + str(interrupt("q"))]}
sub = StateGraph(S).add_node("ask", ask).add_edge(START, "ask").compile()
g = StateGraph(S).add_node("left", sub).add_node("right", sub).add_edge(START, "left").add_edge(START, "right").compile(checkpointer=InMemorySaver())
print(sorted(n for n, _ in g.get_subgraphs()))
cfg = {"configurable": {"thread_id": "1"}}
r = g.invoke({"log": []}, cfg)
print(len(r["__interrupt__"]), [i.value for i in r["__interrupt__"]])
st = g.get_state(cfg, subgraphs=True)
for t in sorted(st.tasks, key=lambda t: t.name):
    print(t.name, t.state.values, t.state.next, t.state.config["configurable"]["checkpoint_ns"].split(":")[0])
ids = {t.name: t.interrupts[0].id for t in st.tasks}
print(sorted(g.invoke(Command(resume={ids["left"]: "L", ids["right"]: "R"}), cfg)["log"]))
