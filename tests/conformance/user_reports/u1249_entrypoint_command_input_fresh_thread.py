# https://github.com/langchain-ai/langgraph/issues/6577 : Command(...) given as input to an @entrypoint (and to a StateGraph): on a fresh thread a Command(resume=...) becomes the entrypoint's input and its value answers the first interrupt() (in the body or in a @task), while a graph's START step uses it up; updates / gotos naming channels the graph lacks are dropped with a logged "wrote to unknown channel" warning
import logging, operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
logs = []
class H(logging.Handler):
    def emit(self, record):
        if "unknown channel" in record.getMessage():
            logs.append(record.getMessage())
handler = H()
logging.getLogger().addHandler(handler)
class S(TypedDict):
    log: Annotated[list, operator.add]
def n(s): return {"log": [interrupt("node q")]}
graph = StateGraph(S).add_node("n", n).add_edge(START, "n").compile(checkpointer=InMemorySaver())
@task
def ask(x): return interrupt("task q")
@entrypoint(checkpointer=InMemorySaver())
def body(x): return [repr(x), interrupt("body q")]
@entrypoint(checkpointer=InMemorySaver())
def via_task(x): return [repr(x), ask(1).result()]
def short(out):
    if isinstance(out, dict) and "__interrupt__" in out:
        return {**{k: v for k, v in out.items() if k != "__interrupt__"}, "INT": [i.value for i in out["__interrupt__"]]}
    return out
try:
    for label, g in [("body", body), ("via_task", via_task), ("graph", graph)]:
        for i, cmd in enumerate([Command(resume="r"), Command(resume={"abc": 1}), Command(resume="r", goto="nope", update={"zzz": 1})]):
            cfg = {"configurable": {"thread_id": "%s%d" % (label, i)}}
            logs.clear()
            out = g.invoke(cmd, cfg)
            st = g.get_state(cfg)
            print(label, i, short(out), st.next, len(list(g.get_state_history(cfg))), logs)
    cfg = {"configurable": {"thread_id": "paused"}}
    body.invoke("first", cfg)
    logs.clear()
    print(short(body.invoke(Command(resume="ok", update=[("log", [1]), ("q", 2)]), cfg)), logs)
finally:
    logging.getLogger().removeHandler(handler)
