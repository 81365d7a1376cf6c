# https://github.com/langchain-ai/langgraph/issues/4799 : helpers called outside a running graph: get_config(), get_store(), get_stream_writer(), get_runtime(), interrupt(); and inside a node of a graph with no store: get_store() and runtime.store
from typing_extensions import TypedDict
from langgraph.config import get_config, get_store, get_stream_writer
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt
from langgraph.runtime import get_runtime, Runtime
class S(TypedDict):
    v: str
def show(label, fn):
    try:
        r = fn()
        print(label, "ok", r if not callable(r) else "callable")
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0] if str(e) else "")
show("get_config", get_config)
show("get_store", get_store)
show("get_stream_writer", get_stream_writer)
show("get_runtime", get_runtime)
show("interrupt", lambda: interrupt("x"))
def n(s, runtime: Runtime):
    out = []
    try:
        out.append(repr(get_store()))
    except Exception as e:
        out.append(type(e).__name__)
    out.append(repr(runtime.store))
    out.append(repr(runtime.context))
    out.append(type(get_runtime()).__name__)
    return {"v": " ".join(out)}
b = StateGraph(S); b.add_node("n", n); b.add_edge(START, "n")
print(b.compile().invoke({"v": ""}))
