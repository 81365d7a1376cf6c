# A deployed graph used as a node (RemoteGraph over a stand-in SDK client): the parent lists it
# as a subgraph, pauses on its interrupt, and reads its state through the node's task.
import asyncio
import json
import operator
from typing import Annotated, NamedTuple
from typing_extensions import TypedDict
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import START, StateGraph
from langgraph.pregel.remote import RemoteGraph

class Part(NamedTuple):
    event: str
    data: object
    id: object = None

asked = []
SERVER_STATE = {
    "values": {"log": ["drafted"]}, "next": ["review"],
    "checkpoint": {"thread_id": "srv", "checkpoint_ns": "", "checkpoint_id": "c9"},
    "metadata": {"source": "loop", "step": 2}, "created_at": "2026-01-01T00:00:00+00:00",
    "parent_checkpoint": None,
    "tasks": [{"id": "r1", "name": "review", "error": None, "interrupts": [{"value": "approve?", "id": "i1"}],
               "checkpoint": None, "state": None, "result": None}],
}
SERVER_GRAPH = {
    "nodes": [{"id": "__start__", "data": "__start__"}, {"id": "draft", "data": {"name": "draft"}},
              {"id": "review", "data": "review"}, {"id": "__end__", "data": "__end__"}],
    "edges": [{"source": "__start__", "target": "draft"}, {"source": "draft", "target": "review"},
              {"source": "review", "target": "draft", "conditional": True},
              {"source": "review", "target": "__end__", "conditional": True}],
}

def answer(method, kwargs):
    asked.append((method, {k: v for k, v in kwargs.items() if k in ("checkpoint", "subgraphs", "xray")}))
    if method == "runs.stream":
        return [Part("values", {"log": []}), Part("updates", {"__interrupt__": [{"value": "approve?", "id": "i1"}]})]
    return SERVER_GRAPH if method == "assistants.get_graph" else SERVER_STATE

class Api:
    def __init__(self, prefix, is_async):
        self.prefix, self.is_async = prefix, is_async
    def __getattr__(self, name):
        method = f"{self.prefix}.{name}"
        if not self.is_async:
            return lambda **kw: answer(method, kw)
        if name == "stream":
            async def parts(**kw):
                for part in answer(method, kw):
                    yield part
            return parts
        async def call(**kw):
            return answer(method, kw)
        return call

class Client:
    def __init__(self, is_async):
        self.runs, self.threads, self.assistants = (Api(p, is_async) for p in ("runs", "threads", "assistants"))

class State(TypedDict):
    log: Annotated[list, operator.add]

remote = RemoteGraph("writer", client=Client(True), sync_client=Client(False))
app = (StateGraph(State).add_node("writer", remote).add_node("publish", lambda s: {"log": ["published"]})
       .add_edge(START, "writer").add_edge("writer", "publish").compile(checkpointer=InMemorySaver()))
print([(name, graph is remote) for name, graph in app.get_subgraphs()])
config = {"configurable": {"thread_id": "t1"}}
print(app.invoke({"log": ["topic"]}, config))
task = app.get_state(config).tasks[0]
print(task.name, task.state)
asked.clear()
print(app.get_state(config, subgraphs=True).tasks[0].state)
print(asked)
asked.clear()
print(app.get_state(task.state).values, asked)
asked.clear()
try:
    app.update_state(task.state, {"log": ["edit"]})
except Exception as exc:
    print("update:", type(exc).__name__, repr(str(exc)))
print(asyncio.run(app.aget_state(config, subgraphs=True)).tasks[0].state.values)
print(json.dumps(remote.get_graph().to_json()))
asked.clear()
print(app.get_graph(xray=1).draw_mermaid())
print(json.dumps(asyncio.run(app.aget_graph(xray=True)).to_json()["edges"]), asked)
