# https://github.com/langchain-ai/langgraph/pull/1049 , #6027 : what a retried node streamed before failing (custom chunks, messages) shows again on the retry; subgraph node retried with subgraphs=True; updates only once
import operator
from typing import Annotated, TypedDict
from langchain_core.language_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langgraph.graph import StateGraph, START
from langgraph.types import RetryPolicy
from langgraph.config import get_stream_writer

class S(TypedDict):
    log: Annotated[list, operator.add]
tries = {"n": 0, "s": 0}
def flaky(state):
    tries["n"] += 1
    get_stream_writer()({"attempt": tries["n"]})
    msg = GenericFakeChatModel(messages=iter([AIMessage(f"try {tries['n']}", id=f"m{tries['n']}")])).invoke("x")
    if tries["n"] < 3:
        raise ConnectionError("again")
    return {"log": [msg.content]}
def sub_flaky(state):
    tries["s"] += 1
    get_stream_writer()({"sub_attempt": tries["s"]})
    if tries["s"] < 2:
        raise ConnectionError("sub again")
    return {"log": ["sub ok"]}
sb = StateGraph(S); sb.add_node("sub_flaky", sub_flaky); sb.add_edge(START, "sub_flaky")
b = StateGraph(S)
pol = RetryPolicy(max_attempts=3, initial_interval=0, jitter=False, retry_on=ConnectionError)
b.add_node("flaky", flaky, retry_policy=pol); b.add_node("sub", sb.compile(), retry_policy=pol)
b.add_edge(START, "flaky"); b.add_edge("flaky", "sub")
g = b.compile()
for ns, mode, data in g.stream({"log": []}, stream_mode=["custom", "updates", "messages"], subgraphs=True):
    if mode == "messages":
        data = (data[0].content, data[0].id, data[1]["langgraph_node"])
    print([p.split(":")[0] for p in ns], mode, data)
print(tries)
