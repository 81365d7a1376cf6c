# https://github.com/langchain-ai/langgraph/issues/6027: RetryPolicy not respected for pydantic ValidationError
from typing import Any
from langchain_core.messages import HumanMessage
from langgraph.types import Command, RetryPolicy
from pydantic import BaseModel, Field, ValidationError
from langgraph.graph import END, START, StateGraph, MessagesState

class SomeModel(BaseModel):
    some_field: str = Field(description="required")

tries = {"n": 0}

def node(state):
    tries["n"] += 1
    SomeModel.model_validate({})
    return {}

for policy in (RetryPolicy(max_attempts=3, initial_interval=0.01, jitter=False),
               RetryPolicy(max_attempts=3, initial_interval=0.01, jitter=False, retry_on=ValidationError),
               RetryPolicy(max_attempts=2, initial_interval=0.01, jitter=False, retry_on=lambda e: isinstance(e, ValueError))):
    tries["n"] = 0
    b = StateGraph(MessagesState)
    b.add_node("n", node, retry_policy=policy)
    b.add_edge(START, "n"); b.add_edge("n", END)
    try:
        b.compile().invoke({"messages": [HumanMessage("hi")]})
    except Exception as e:
        print(type(e).__name__, tries["n"])

# retry on a flaky node, then success; default retry_on does not retry ValueError?
flaky = {"n": 0}
def sometimes(state):
    flaky["n"] += 1
    if flaky["n"] < 3:
        raise ConnectionError("boom")
    return {"messages": [("ai", f"ok after {flaky['n']}")]}
b = StateGraph(MessagesState)
b.add_node("s", sometimes, retry_policy=RetryPolicy(initial_interval=0.01, jitter=False))
b.add_edge(START, "s")
print([m.content for m in b.compile().invoke({"messages": []})["messages"]])
def bad(state):
    flaky["n"] += 1
    raise ValueError("no retry")
flaky["n"] = 0
b = StateGraph(MessagesState)
b.add_node("s", bad, retry_policy=RetryPolicy(initial_interval=0.01))
b.add_edge(START, "s")
try:
    b.compile().invoke({"messages": []})
except ValueError as e:
    print("ValueError", e, flaky["n"])
