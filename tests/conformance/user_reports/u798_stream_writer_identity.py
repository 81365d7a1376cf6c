# https://github.com/langchain-ai/langgraph/issues/5776 : the writer a node gets (injected StreamWriter, get_stream_writer(), runtime.stream_writer) when "custom" is streamed and when it is not, and a bare Runtime()'s defaults, printed as users debugging "my custom chunks vanish" do
import re, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START
from langgraph.runtime import Runtime
from langgraph.config import get_stream_writer
from langgraph.types import StreamWriter
class S(TypedDict):
    x: Annotated[list, operator.add]
def node(s, runtime: Runtime, writer: StreamWriter):
    writer({"from": "writer"})
    return {"x": [runtime.stream_writer.__name__, get_stream_writer().__name__, writer.__name__, runtime.heartbeat.__name__, runtime.stream_writer("ignored?")]}
g = StateGraph(S); g.add_node("n", node); g.add_edge(START, "n")
app = g.compile()
print(app.invoke({"x": []}))
print(list(app.stream({"x": []}, stream_mode=["custom", "updates"])))
print(list(app.stream({"x": []}, stream_mode="updates")))
print(re.sub(r" at 0x[0-9a-f]+", "", repr(Runtime())))
