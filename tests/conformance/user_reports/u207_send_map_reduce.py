# https://github.com/langchain-ai/langgraph/pull/566 (map-reduce how-to) : Send fan-out with operator.add reducer, overall state vs private state, results order, Send with failing item
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
from langgraph.checkpoint.memory import InMemorySaver

class Overall(TypedDict):
    topics: list
    jokes: Annotated[list, operator.add]
    best: str
class JokeState(TypedDict):
    subject: str
def gen_topics(s): return {"topics": ["cats", "dogs", "owls", "fish"]}
def fan(s): return [Send("joke", {"subject": t}) for t in s["topics"]]
def joke(s: JokeState): return {"jokes": [f"joke about {s['subject']}"]}
def best(s): return {"best": sorted(s["jokes"])[0] + f" of {len(s['jokes'])}"}
b = StateGraph(Overall)
b.add_node("gen_topics", gen_topics); b.add_node("joke", joke); b.add_node("best", best)
b.add_edge(START, "gen_topics"); b.add_conditional_edges("gen_topics", fan, ["joke"]); b.add_edge("joke", "best"); b.add_edge("best", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"topics": []}, cfg)
print(out)
chunks = list(g.stream({"topics": []}, {"configurable": {"thread_id": "2"}}, stream_mode="updates"))
print(chunks[0], sorted(map(str, chunks[1:-1])), chunks[-1])
st = g.get_state(cfg)
print([(h.metadata["step"], h.next, len(h.tasks)) for h in g.get_state_history(cfg)])
hist = list(g.get_state_history(cfg))
print(sorted((t.name, t.path[:1], str(t.result)) for t in hist[2].tasks))
print(g.get_graph().draw_mermaid())
