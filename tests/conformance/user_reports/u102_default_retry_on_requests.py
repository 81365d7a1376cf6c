# https://github.com/langchain-ai/langgraph/issues/8840 , #8802 : default_retry_on with requests errors
import requests
from typing import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy

class State(TypedDict):
    x: int

def make_http(code):
    r = requests.Response(); r.status_code = code; r.url = "http://example.com/x"
    try:
        r.raise_for_status()
    except requests.HTTPError as e:
        return e

def run(exc_factory, policy):
    attempts = []
    def node(state):
        attempts.append(1)
        raise exc_factory()
    b = StateGraph(State)
    b.add_node("node", node, retry_policy=policy)
    b.add_edge(START, "node"); b.add_edge("node", END)
    try:
        b.compile().invoke({"x": 1})
    except Exception as e:
        print(type(e).__name__, str(e)[:60], "attempts", len(attempts))

pol = RetryPolicy(initial_interval=0.001, max_interval=0.001, max_attempts=3, jitter=False)
run(lambda: make_http(404), pol)
run(lambda: make_http(503), pol)
run(lambda: requests.ConnectionError("down"), pol)
run(lambda: requests.Timeout("slow"), pol)
run(lambda: ValueError("bad"), pol)
run(lambda: ConnectionError("os"), pol)
run(lambda: KeyError("k"), RetryPolicy(initial_interval=0.001, jitter=False, retry_on=KeyError, max_attempts=2))
run(lambda: KeyError("k"), RetryPolicy(initial_interval=0.001, jitter=False, retry_on=(ValueError, TypeError), max_attempts=2))
run(lambda: KeyError("k"), RetryPolicy(initial_interval=0.001, jitter=False, retry_on=lambda e: isinstance(e, LookupError), max_attempts=4))
run(lambda: ValueError("v"), [RetryPolicy(initial_interval=0.001, jitter=False, retry_on=KeyError, max_attempts=2), RetryPolicy(initial_interval=0.001, jitter=False, retry_on=ValueError, max_attempts=5)])
