# https://github.com/langchain-ai/langgraph/pull/3065 : an @entrypoint's introspection: input/output JSON schemas from annotations (plain, TypedDict input, entrypoint.final[R, S] return), get_graph() nodes and edges, draw_mermaid(), .nodes, .name, stream_channels / output_channels
from typing_extensions import TypedDict
from langgraph.func import entrypoint, task
class Inp(TypedDict):
    q: str
    n: int
@task
def t(x): return x
@entrypoint()
def plain(x: int) -> str:
    return str(t(x).result())
@entrypoint()
def typed(inp: Inp) -> entrypoint.final[list[str], int]:
    return entrypoint.final(value=[inp["q"]] * inp["n"], save=inp["n"])
@entrypoint()
def untyped(x):
    return x
for ep in [plain, typed, untyped]:
    print(ep.name, list(ep.nodes), ep.get_input_jsonschema(), ep.get_output_jsonschema())
    g = ep.get_graph()
    print(sorted(g.nodes), sorted((e.source, e.target) for e in g.edges))
    print(ep.stream_channels, ep.output_channels, ep.input_channels)
print(plain.draw_mermaid() if hasattr(plain, "draw_mermaid") else plain.get_graph().draw_mermaid())
