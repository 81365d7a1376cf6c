# https://github.com/langchain-ai/langgraph/issues/4394 , #6792 : get_graph() / draw_mermaid() of an @entrypoint, input/output schemas of typed entrypoints, an entrypoint with a pydantic input, stream_channels
from pydantic import BaseModel
from langgraph.func import entrypoint, task
class Inp(BaseModel):
    q: str
    n: int = 1
@task
def t(x):
    return x
@entrypoint()
def wf(inp: Inp) -> dict:
    return {"a": t(inp.q * inp.n).result()}
g = wf.get_graph()
print(sorted(g.nodes), [(e.source, e.target) for e in g.edges])
print(g.draw_mermaid())
print(wf.get_input_jsonschema())
print(wf.get_output_jsonschema())
print(wf.invoke(Inp(q="ab", n=2)), wf.invoke(Inp(q="x")))
try:
    wf.invoke({"q": "ab"})
except AttributeError as e:
    print("dict input is not coerced:", e)
print(sorted(wf.channels), wf.stream_channels if isinstance(wf.stream_channels, str) else sorted(wf.stream_channels), sorted(wf.nodes))
