# https://github.com/langchain-ai/langgraph/issues/2973 , #3232 : the run tree a callback handler sees for the functional API: @entrypoint run, @task calls (sync futures, nested tasks, a task calling a subgraph), entrypoint.final, an interrupt in a task and the resume run, async entrypoint
import asyncio, operator
from typing import Annotated, TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
class Rec(BaseCallbackHandler):
    def __init__(self):
        self.ids = {}
    def _id(self, r):
        return self.ids.setdefault(r, len(self.ids))
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, tags=None, metadata=None, **kw):
        print("  start", kw.get("name"), self._id(run_id), parent_run_id and self._id(parent_run_id), sorted(t for t in (tags or []) if not t.startswith("graph:step")), inputs)
    def on_chain_end(self, outputs, *, run_id, **kw):
        print("  end", self._id(run_id), outputs)
    def on_chain_error(self, error, *, run_id, **kw):
        print("  error", self._id(run_id), type(error).__name__)
class S(TypedDict):
    log: Annotated[list, operator.add]
sub = StateGraph(S); sub.add_node("leaf", lambda s: {"log": ["leaf"]}); sub.add_edge(START, "leaf")
subg = sub.compile()
@task
def inner(x):
    return x + 1
@task
def outer(x):
    return inner(x).result() * 10
@task
def via_graph(x):
    return subg.invoke({"log": [str(x)]})["log"]
@entrypoint()
def main(x):
    a = outer(x).result()
    return entrypoint.final(value={"a": a, "g": via_graph(a).result()}, save=a)
print(main.invoke(1, {"callbacks": [Rec()]}))
@task
def ask(q):
    return interrupt(q)
@entrypoint(checkpointer=InMemorySaver())
def asking(x):
    return ask(f"q{x}").result()
cfg = {"configurable": {"thread_id": "1"}, "callbacks": [Rec()]}
print(asking.invoke(1, cfg))
print(asking.invoke(Command(resume="r"), cfg))
@task
async def ainner(x):
    return x * 3
@entrypoint()
async def amain(x):
    return await ainner(x)
print(asyncio.run(amain.ainvoke(2, {"callbacks": [Rec()]})))
