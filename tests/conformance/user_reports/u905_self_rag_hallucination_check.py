# https://github.com/langchain-ai/langgraph/issues/2104 : a self-RAG loop where generate is re-run while a hallucination grader rejects the draft (route function returning "useful" / "not supported"), streamed with stream_mode=["updates", "values"]; the final values and how many checkpoints each node wrote
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    question: str
    documents: list
    generation: str
    attempts: Annotated[int, operator.add]
    log: Annotated[list, operator.add]
DRAFTS = ["the moon is cheese", "the moon orbits earth", "unused"]
def retrieve(s):
    return {"documents": ["the moon orbits earth"], "log": ["retrieve"]}
def generate(s):
    return {"generation": DRAFTS[s.get("attempts", 0)], "attempts": 1, "log": ["generate"]}
def grade_generation(s):
    if s["generation"] not in s["documents"]:
        return "not supported"
    return "useful"
g = StateGraph(S)
g.add_node("retrieve", retrieve); g.add_node("generate", generate)
g.add_edge(START, "retrieve"); g.add_edge("retrieve", "generate")
g.add_conditional_edges("generate", grade_generation, {"not supported": "generate", "useful": END})
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "srag"}}
for mode, chunk in app.stream({"question": "moon?", "attempts": 0}, cfg, stream_mode=["updates", "values"]):
    print(mode, chunk)
hist = list(app.get_state_history(cfg))
print(len(hist), [(h.metadata["step"], list((h.metadata.get("writes") or {}).keys())) for h in hist])
print(app.get_state(cfg).values["log"], app.get_state(cfg).next)
