# https://github.com/langchain-ai/langgraph/issues/6338 : an @task invoking a compiled StateGraph (with its own interrupt) from an @entrypoint with a checkpointer: the pause surfaced at the entrypoint, get_state(subgraphs=True) of the thread, the resume, and stream(subgraphs=True) namespaces
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    log: Annotated[list, operator.add]
def a(s): return {"log": ["a"]}
def b(s): return {"log": ["b:" + interrupt("in graph")]}
inner = StateGraph(S).add_node("a", a).add_node("b", b).add_edge(START, "a").add_edge("a", "b").compile()
@task
def run_graph(x):
    return inner.invoke({"log": [x]})
@entrypoint(checkpointer=InMemorySaver())
def main(x):
    return run_graph(x).result()["log"]
cfg = {"configurable": {"thread_id": "1"}}
for ns, ch in main.stream("go", cfg, stream_mode="updates", subgraphs=True):
    print([n.split(":")[0] for n in ns], ch)
st = main.get_state(cfg, subgraphs=True)
print(st.next, [(t.name, [i.value for i in t.interrupts], t.state is not None) for t in st.tasks])
print(main.invoke(Command(resume="ok"), cfg))
print(main.get_state(cfg).values)
