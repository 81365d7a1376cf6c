# https://github.com/langchain-ai/langgraph/issues/4969 : draw_mermaid for nodes named like Mermaid keywords or with odd characters ("end", "start", "graph", "class", "subgraph", "a-b", "a b", "1st", "x(y)", "é"), and their ids in get_graph
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
class S(TypedDict):
    v: int
names = ["end", "start", "graph", "class", "subgraph", "a-b", "a b", "1st", "x(y)", "é", "semi;colon", "quote'd"]
b = StateGraph(S)
prev = START
for n in names:
    b.add_node(n, lambda s: {})
    b.add_edge(prev, n)
    prev = n
g = b.compile()
print(list(g.get_graph().nodes))
print(g.get_graph().draw_mermaid())
