# https://github.com/langchain-ai/langgraph/issues/5659 (round 2) , #1964 : subgraph with input/output schemas as a node, values/updates visible to the parent, stream subgraphs
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END

class SubIn(TypedDict):
    q: str
class SubOut(TypedDict):
    a: str
class SubAll(TypedDict):
    q: str
    a: str
    scratch: str
def think(s): return {"scratch": s["q"] + "?"}
def answer(s): return {"a": s["scratch"] + "!"}
sb = StateGraph(SubAll, input_schema=SubIn, output_schema=SubOut)
sb.add_node("think", think); sb.add_node("answer", answer)
sb.add_edge(START, "think"); sb.add_edge("think", "answer"); sb.add_edge("answer", END)
sub = sb.compile()
class P(TypedDict):
    q: str
    a: str
    scratch: str
pb = StateGraph(P); pb.add_node("sub", sub); pb.add_edge(START, "sub"); pb.add_edge("sub", END)
g = pb.compile()
print(g.invoke({"q": "why", "scratch": "keep"}))
for n, m, c in g.stream({"q": "why"}, stream_mode=["values", "updates"], subgraphs=True):
    print([p.split(":")[0] for p in n], m, c)
print(sub.invoke({"q": "direct", "a": "ignored"}))
print(list(sub.stream({"q": "d"}, stream_mode="values")))
print(sub.get_input_jsonschema()["properties"].keys(), sub.get_output_jsonschema()["properties"].keys())
