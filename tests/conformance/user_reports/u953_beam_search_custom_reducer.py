# https://github.com/langchain-ai/langgraph/issues/1967 : a tree-of-thoughts beam search: each round fans out Send("expand", candidate) for the beam, expansions write scored children through a custom reducer that keeps only the top-3 by score (ties by text), a prune node clears the frontier for the next round with Overwrite; the beam after each round (values stream) and the final best
from typing import TypedDict, Annotated
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send, Overwrite
def top3(old, new):
    return sorted(old + new, key=lambda c: (-c[1], c[0]))[:3]
class S(TypedDict, total=False):
    beam: list
    frontier: Annotated[list, top3]
    depth: int
def expand(arg):
    text, score = arg["cand"]
    return {"frontier": [[text + d, score + (ord(d) % 5)] for d in "abc"]}
def fan(s):
    return [Send("expand", {"cand": c}) for c in s["beam"]]
def prune(s):
    return {"beam": s["frontier"], "frontier": Overwrite([]), "depth": s.get("depth", 0) + 1}
g = StateGraph(S).add_node("expand", expand).add_node("prune", prune)
g.add_conditional_edges(START, fan, ["expand"]); g.add_edge("expand", "prune")
g.add_conditional_edges("prune", lambda s: END if s["depth"] >= 3 else fan(s), ["expand", END])
app = g.compile()
for v in app.stream({"beam": [["", 0]], "frontier": []}, stream_mode="values"):
    print(v.get("depth"), v["beam"], v["frontier"])
