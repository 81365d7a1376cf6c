# https://github.com/langchain-ai/langgraph/pull/6957 : a node calling two @tasks that each interrupt (and the node interrupting after them): get_state().next / .tasks / .interrupts while paused, resumed one answer at a time by plain values and by an id map, which tasks re-run, and the final state
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import task
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
runs = []
@task
def ask(q):
    runs.append("ask:" + q)
    return q + "=" + str(interrupt(q))
class S(TypedDict, total=False):
    log: Annotated[list, operator.add]
def node(s):
    runs.append("node")
    a = ask("first").result()
    b = ask("second").result()
    c = interrupt("confirm")
    return {"log": [a, b, c]}
g = StateGraph(S).add_node("node", node).add_edge(START, "node").compile(checkpointer=InMemorySaver())
def show(cfg):
    st = g.get_state(cfg)
    print(" next", st.next, "tasks", [(t.name, [i.value for i in t.interrupts]) for t in st.tasks], "interrupts", [i.value for i in st.interrupts])
cfg = {"configurable": {"thread_id": "1"}}
print([i.value for i in g.invoke({"log": []}, cfg)["__interrupt__"]]); show(cfg)
print([i.value for i in g.invoke(Command(resume="A"), cfg)["__interrupt__"]]); show(cfg)
print([i.value for i in g.invoke(Command(resume="B"), cfg)["__interrupt__"]]); show(cfg)
print(g.invoke(Command(resume="yes"), cfg)); show(cfg)
print(runs)
runs.clear()
cfg = {"configurable": {"thread_id": "2"}}
first = g.invoke({"log": []}, cfg)["__interrupt__"]
second = g.invoke(Command(resume={first[0].id: "A2"}), cfg)["__interrupt__"]
print([i.value for i in second], second[0].id != first[0].id)
third = g.invoke(Command(resume={second[0].id: "B2"}), cfg)["__interrupt__"]
print([i.value for i in third])
print(g.invoke(Command(resume={third[0].id: "ok"}), cfg), runs)
