# https://github.com/langchain-ai/langgraph/pull/3455 : an @entrypoint graph as tools see it: get_graph nodes/edges and mermaid, nodes, channels, stream / input / output channels, input and output JSON schemas from annotations, get_name, and those of an entrypoint with a checkpointer and entrypoint.final
from typing import Optional
import json
from typing_extensions import TypedDict
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
class Q(TypedDict):
    q: str
@task
def up(x: str) -> str:
    return x.upper()
@entrypoint()
def flow(inp: Q) -> str:
    return up(inp["q"]).result()
@entrypoint(checkpointer=InMemorySaver())
def counter(n: int, *, previous: Optional[int] = None) -> entrypoint.final[int, int]:
    return entrypoint.final(value=n, save=(previous or 0) + n)
for g in [flow, counter]:
    gr = g.get_graph()
    print(g.get_name(), list(gr.nodes), [(e.source, e.target, e.conditional) for e in gr.edges])
    print(list(g.nodes), {k: type(v).__name__ for k, v in g.channels.items()})
    print(g.stream_channels, g.input_channels, g.output_channels, g.stream_mode)
    print(json.dumps(g.get_input_jsonschema(), sort_keys=True), json.dumps(g.get_output_jsonschema(), sort_keys=True))
print(flow.get_graph().draw_mermaid())
print(flow.invoke({"q": "a"}), counter.invoke(2, {"configurable": {"thread_id": "t"}}), counter.invoke(3, {"configurable": {"thread_id": "t"}}))
