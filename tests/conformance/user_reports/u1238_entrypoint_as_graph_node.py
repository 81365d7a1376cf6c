# https://github.com/langchain-ai/langgraph/pull/3202 : an @entrypoint (with a @task and an interrupt) added as a node of a StateGraph (it receives the whole state, its return value becomes the node's update), with a checkpointer on the parent: the updates stream with subgraphs=True, the pause in the subgraph, get_state(subgraphs=True), and the resume
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    topic: str
    log: Annotated[list, operator.add]
@task
def draft(topic): return "draft on " + topic
@entrypoint()
def writer(state):
    d = draft(state["topic"]).result()
    verdict = interrupt("review: " + d)
    return {"log": [d, verdict]}
g = StateGraph(S).add_node("writer", writer).add_edge(START, "writer").compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
for ns, c in g.stream({"topic": "bees", "log": []}, cfg, stream_mode="updates", subgraphs=True):
    print([n.split(":")[0] for n in ns], c)
st = g.get_state(cfg, subgraphs=True)
print(st.next, [(t.name, [i.value for i in t.interrupts], t.state.next if t.state else None) for t in st.tasks])
for ns, c in g.stream(Command(resume="fine"), cfg, stream_mode="updates", subgraphs=True):
    print([n.split(":")[0] for n in ns], c)
print(g.get_state(cfg).values)
