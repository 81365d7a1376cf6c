# https://github.com/langchain-ai/langgraph/issues/2644 : a state with RemainingSteps and IsLastStep: builder.channels / builder.managed keys, stream / output channels, input and output JSON schemas (managed keys left out?), get_state values, and what a node sees
import json
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.managed import RemainingSteps, IsLastStep
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict):
    v: int
    remaining: RemainingSteps
    last: IsLastStep
seen = []
def n(s):
    seen.append((s["remaining"], s["last"]))
    return {"v": s["v"] + 1}
b = StateGraph(S); b.add_node("n", n); b.add_edge(START, "n")
print(sorted(b.channels), sorted(getattr(b, "managed", {})))
g = b.compile(checkpointer=InMemorySaver())
print(g.stream_channels, g.output_channels, sorted(g.input_channels) if isinstance(g.input_channels, list) else g.input_channels)
print(json.dumps(g.get_input_jsonschema(), sort_keys=True))
print(json.dumps(g.get_output_jsonschema(), sort_keys=True))
c = {"configurable": {"thread_id": "t"}, "recursion_limit": 7}
print(g.invoke({"v": 0}, c), seen)
print(g.get_state(c).values)
print(g.invoke({"v": 0, "remaining": 100}, {"configurable": {"thread_id": "u"}}), seen[-1])
