# https://github.com/langchain-ai/langgraph/issues/6170 : a subgraph node whose error handler updates the child state and lets it go on, and one whose handler routes inside the child with Command(goto=...): the parent's result, the updates stream with subgraphs=True (the handler's namespace and name), and the parent's history
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.errors import NodeError
from langgraph.types import Command
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    log: Annotated[list, operator.add]
def fragile(s):
    raise TimeoutError("upstream slow")
def to_skip(s, error: NodeError):
    return Command(goto="skip", update={"log": [f"skipping after {error.node}"]})
def local(s, error: NodeError):
    return {"log": [f"handled {type(error.error).__name__}"]}
def child(handler):
    return (StateGraph(S).add_node("fragile", fragile, error_handler=handler).add_node("tail", lambda s: {"log": ["tail"]}).add_node("skip", lambda s: {"log": ["skip"]})
            .add_edge(START, "fragile").add_edge("fragile", "tail").compile())
for label, handler in (("skip", to_skip), ("local", local)):
    g = (StateGraph(S).add_node("child", child(handler), destinations=("fallback",)).add_node("fallback", lambda s: {"log": ["fallback"]})
         .add_node("done", lambda s: {"log": ["done"]}).add_edge(START, "child").add_edge("child", "done").add_edge("fallback", END).add_edge("done", END)
         .compile(checkpointer=InMemorySaver()))
    cfg = {"configurable": {"thread_id": label}}
    print(label, g.invoke({"log": []}, cfg))
    print(label, [(len(ns), list(u)) for ns, u in g.stream({"log": []}, {"configurable": {"thread_id": label + "2"}}, stream_mode="updates", subgraphs=True)])
    print(label, [(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
