# https://github.com/langchain-ai/langgraph/issues/2986 , docs 'define input and output schemas' : a graph with input, output and private node schemas: what invoke returns, the full checkpointed state, streamed values and updates, update_state as __input__ and as a node writing a private key, continuing, and the graph's channels and input/output/stream channels
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.checkpoint.memory import InMemorySaver
def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, "RAISED", type(e).__name__, str(e).splitlines()[0][:160])
class In(TypedDict):
    q: str
class Out(TypedDict):
    a: str
class Priv(TypedDict):
    scratch: str
class S(TypedDict):
    q: str
    a: str
    hidden: Annotated[list, operator.add]
def n1(s: In) -> Priv:
    return {"scratch": s["q"] + "!"}
def n2(s: Priv):
    return {"a": s["scratch"].upper(), "hidden": ["h"]}
g = StateGraph(S, input_schema=In, output_schema=Out)
g.add_node("n1", n1); g.add_node("n2", n2); g.add_edge(START, "n1"); g.add_edge("n1", "n2")
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
t("invoke", lambda: app.invoke({"q": "hi", "a": "ignored", "hidden": ["x"]}, cfg))
t("state", lambda: app.get_state(cfg).values)
t("stream values", lambda: list(app.stream({"q": "yo"}, {"configurable": {"thread_id": "2"}}, stream_mode="values")))
t("stream updates", lambda: list(app.stream({"q": "yo"}, {"configurable": {"thread_id": "3"}}, stream_mode="updates")))
t("update as input with private", lambda: app.update_state(cfg, {"q": "z", "scratch": "s", "hidden": ["u"]}, as_node="__input__") and app.get_state(cfg).values)
t("update as n1 private", lambda: app.update_state(cfg, {"scratch": "direct"}, as_node="n1") and (app.get_state(cfg).values, app.get_state(cfg).next))
t("run on", lambda: app.invoke(None, cfg))
t("channels", lambda: sorted(app.channels))
t("output keys", lambda: (app.output_channels, app.input_channels, sorted(app.stream_channels) if isinstance(app.stream_channels, list) else app.stream_channels))
