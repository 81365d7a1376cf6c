# https://github.com/langchain-ai/langgraph/issues/6577 : interrupt() inside an @task that a StateGraph node calls: the interrupt surfaces, get_state shows it, resume runs the task once more and the node completes; a second task call after the first is not re-run on resume
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.func import task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
calls = []
@task
def ask(q: str) -> str:
    calls.append("ask:" + q)
    return interrupt({"q": q})
@task
def double(x: int) -> int:
    calls.append("double")
    return x * 2
class S(TypedDict):
    log: Annotated[list, operator.add]
def node(s):
    d = double(3).result()
    a = ask("name?").result()
    return {"log": [d, a]}
g = StateGraph(S); g.add_node("node", node); g.add_edge(START, "node")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = app.invoke({"log": []}, cfg)
print([(i.value) for i in out["__interrupt__"]], calls)
st = app.get_state(cfg)
print(st.next, [(t.name, [i.value for i in t.interrupts]) for t in st.tasks])
print(app.invoke(Command(resume="bob"), cfg), calls)
print(app.get_state(cfg).next)
