# https://github.com/langchain-ai/langgraph/issues/3772 , #5932 : invoke() with stream_mode other than values ("updates", a list, "custom"), output_keys, with version="v2", and with an interrupt
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.config import get_stream_writer
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    a: str
    b: str
def n1(s):
    get_stream_writer()("w1")
    return {"a": s["a"] + "1"}
def n2(s):
    return {"b": interrupt("b?")}
g = StateGraph(S).add_node("n1", n1).add_node("n2", n2).add_edge(START, "n1").add_edge("n1", "n2").compile(checkpointer=InMemorySaver())
for i, kw in enumerate([dict(stream_mode="updates"), dict(stream_mode=["updates", "custom"]), dict(stream_mode="custom"), dict(stream_mode="values", output_keys=["a"]), dict(stream_mode="updates", version="v2"), dict(stream_mode=["values"], version="v2")]):
    c = {"configurable": {"thread_id": str(i)}}
    try:
        out = g.invoke({"a": "", "b": ""}, c, **kw)
        print(i, type(out).__name__, out if not hasattr(out, "value") else (out.value, out.interrupts))
        out = g.invoke(Command(resume="B"), c, **kw)
        print(i, type(out).__name__, out if not hasattr(out, "value") else (out.value, out.interrupts))
    except Exception as e:
        print(i, "raised", type(e).__name__, str(e)[:80])
