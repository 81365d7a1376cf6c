# https://github.com/langchain-ai/langgraph/issues/1240 : stream() given output_keys (one key, a list, a key no node writes), interrupt_before / interrupt_after per call with values / updates modes; what each chunk holds, where the run stops and what get_state says; then the resume with other per-call breakpoints
import operator
from typing import Annotated
from typing_extensions import TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(TypedDict, total=False):
    log: Annotated[list, operator.add]
    a: int
    b: int
def one(s): return {"log": ["one"], "a": 1}
def two(s): return {"log": ["two"], "b": 2}
def three(s): return {"log": ["three"], "a": 3}
g = (StateGraph(S).add_node("one", one).add_node("two", two).add_node("three", three)
     .add_edge(START, "one").add_edge("one", "two").add_edge("two", "three").add_edge("three", END).compile(checkpointer=InMemorySaver()))
i = 0
for mode in ["values", "updates"]:
    for keys in ["a", ["a", "log"], ["b"], "log"]:
        i += 1
        cfg = {"configurable": {"thread_id": str(i)}}
        print(mode, keys, list(g.stream({"log": []}, cfg, stream_mode=mode, output_keys=keys, interrupt_before=["three"])), g.get_state(cfg).next)
        print("   resume", list(g.stream(None, cfg, stream_mode=mode, output_keys=keys)), g.get_state(cfg).next)
cfg = {"configurable": {"thread_id": "after"}}
print(list(g.stream({"log": []}, cfg, interrupt_after=["one"], stream_mode="updates")), g.get_state(cfg).next)
print(list(g.stream(None, cfg, interrupt_after=["two"], stream_mode="updates")), g.get_state(cfg).next)
print(list(g.stream(None, cfg, interrupt_before="*", stream_mode="updates")), g.get_state(cfg).next)
print(list(g.stream(None, cfg, stream_mode="updates")), g.get_state(cfg).next)
try:
    print(list(g.stream({"log": []}, {"configurable": {"thread_id": "bad"}}, output_keys=["nope"])))
except Exception as e:
    print("ERR", type(e).__name__, e)
