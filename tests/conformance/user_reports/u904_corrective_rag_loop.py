# https://github.com/langchain-ai/langgraph/pull/5954 : a corrective-RAG loop (retrieve -> grade -> rewrite -> retrieve ... -> generate) with a rewrite counter that forces generation after two rewrites; the whole updates stream, the final state and the thread's history (step, source, next, writes)
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
DOCS = {"cats": ["cats purr"], "felines?": ["tigers are big"], "domestic felines?": ["cats purr", "felines nap"]}
class S(TypedDict, total=False):
    question: str
    docs: list
    relevant: list
    rewrites: int
    answer: str
def retrieve(s):
    return {"docs": DOCS.get(s["question"], [])}
def grade(s):
    return {"relevant": [d for d in s["docs"] if "cat" in d or "nap" in d]}
def decide(s):
    if len(s["relevant"]) >= 2 or s.get("rewrites", 0) >= 2:
        return "generate"
    return "rewrite"
def rewrite(s):
    n = s.get("rewrites", 0) + 1
    return {"question": ("domestic " if n == 2 else "") + "felines?", "rewrites": n}
def generate(s):
    return {"answer": " / ".join(s["relevant"]) or "no idea"}
g = StateGraph(S)
for n, f in [("retrieve", retrieve), ("grade", grade), ("rewrite", rewrite), ("generate", generate)]:
    g.add_node(n, f)
g.add_edge(START, "retrieve"); g.add_edge("retrieve", "grade")
g.add_conditional_edges("grade", decide, {"rewrite": "rewrite", "generate": "generate"})
g.add_edge("rewrite", "retrieve"); g.add_edge("generate", END)
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "crag"}}
for chunk in app.stream({"question": "cats"}, cfg, stream_mode="updates"):
    print(chunk)
print(app.get_state(cfg).values)
for h in app.get_state_history(cfg):
    print(h.metadata["step"], h.metadata["source"], h.next, h.metadata.get("writes"), [t.name for t in h.tasks])
