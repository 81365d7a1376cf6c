# https://github.com/langchain-ai/langgraph/pull/7233 , #8277 : node error_handler after a retry_policy is exhausted, routing to a recovery node with Command, history and invoke(None) afterwards
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy, Command
from langgraph.errors import NodeError
from langgraph.checkpoint.memory import InMemorySaver

class S(TypedDict):
    log: Annotated[list, operator.add]
attempts = {"n": 0}
def fragile(state):
    attempts["n"] += 1
    raise ConnectionError(f"down {attempts['n']}")
def handler(state, error: NodeError):
    return Command(update={"log": [f"handled {type(error.error).__name__ if hasattr(error, 'error') else error!r}"]}, goto="recover")
def recover(state):
    return {"log": ["recovered"]}
b = StateGraph(S)
b.add_node("fragile", fragile, retry_policy=RetryPolicy(max_attempts=2, initial_interval=0, jitter=False, retry_on=ConnectionError), error_handler=handler)
b.add_node("recover", recover)
b.add_edge(START, "fragile"); b.add_edge("recover", END)
g = b.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "1"}}
try:
    print(list(g.stream({"log": []}, cfg, stream_mode="updates")))
except Exception as e:
    print("raised", type(e).__name__, e)
print(attempts, g.get_state(cfg).values, g.get_state(cfg).next)
print([(h.metadata["step"], h.next) for h in g.get_state_history(cfg)])
