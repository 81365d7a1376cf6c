# https://github.com/langchain-ai/langgraph/issues/6533 , CopilotKit#1964 : interrupt() values of several types (dict, pydantic model, list, None), their round trip through SqliteSaver, Interrupt fields in get_state and stream chunks
import sqlite3
from typing import TypedDict
from pydantic import BaseModel
from langgraph.graph import StateGraph, START
from langgraph.types import interrupt, Command
from langgraph.checkpoint.sqlite import SqliteSaver

class Ask(BaseModel):
    question: str
    options: list[str]
class S(TypedDict):
    answers: list
VALUES = [{"q": "dict?", "n": 1}, Ask(question="model?", options=["a", "b"]), ["list", 2], None, "text"]  # (a tuple: lingxigraph keeps it a tuple through a checkpoint, LangGraph returns a list - documented difference)
def node(s):
    return {"answers": [interrupt(v) for v in VALUES]}
b = StateGraph(S); b.add_node("node", node); b.add_edge(START, "node")
g = b.compile(checkpointer=SqliteSaver(sqlite3.connect(":memory:", check_same_thread=False)))
cfg = {"configurable": {"thread_id": "1"}}
out = g.invoke({"answers": []}, cfg)
for i in range(len(VALUES)):
    intr = g.get_state(cfg).interrupts
    v = intr[-1].value
    print(i, type(v).__name__, v if not isinstance(v, BaseModel) else v.model_dump())
    out = g.invoke(Command(resume=f"ans{i}"), cfg)
print(out)
