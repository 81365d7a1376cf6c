# https://github.com/langchain-ai/langgraph/issues/5659 , #3003 : a Command as a thread's first input on a graph with input/output schemas and a private key; pydantic state; Overwrite in the update
from typing import TypedDict, Annotated
import operator
from pydantic import BaseModel
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command, Overwrite
class In(TypedDict):
    q: str
class Out(TypedDict):
    answer: str
class S(TypedDict):
    q: str
    answer: str
    notes: Annotated[list, operator.add]
def work(s):
    return {"answer": f"{s['q']}|{s.get('notes')}", "notes": ["work"]}
g = StateGraph(S, input_schema=In, output_schema=Out).add_node("work", work).add_edge(START, "work").compile(checkpointer=InMemorySaver())
for i, cmd in enumerate([Command(update={"q": "hello"}), Command(update={"q": "x", "notes": ["n"]}), Command(update={"notes": Overwrite(["o"]), "q": "y"})]):
    cfg = {"configurable": {"thread_id": str(i)}}
    try:
        print(g.invoke(cmd, cfg), g.get_state(cfg).values)
    except Exception as e:
        print(type(e).__name__, str(e).splitlines()[0])
class P(BaseModel):
    items: Annotated[list, operator.add] = []
    name: str = ""
pg = StateGraph(P).add_node("n", lambda s: {"items": [s.name]}).add_edge(START, "n").compile()
print(pg.invoke(Command(update={"name": "z", "items": ["i"]})))
