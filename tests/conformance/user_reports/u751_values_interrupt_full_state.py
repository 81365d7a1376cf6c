# https://github.com/langchain-ai/langgraph/pull/6475 , #5409 : an interrupt surfaced in stream_mode values carries the whole state; with ["values","updates"] both carry it; with a sibling branch that finishes in the same step; inside a subgraph with subgraphs=True; astream
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver
class State(TypedDict):
    robot_input: str
    log: Annotated[list, operator.add]
def setup(s): return {"robot_input": "beep boop i am a robot", "log": ["setup"]}
def ask(s): return {"log": ["ask:" + interrupt("interrupt")]}
def side(s): return {"log": ["side"]}
def build(parallel):
    g = StateGraph(State); g.add_node("setup", setup); g.add_node("ask", ask); g.add_edge(START, "setup"); g.add_edge("setup", "ask")
    if parallel:
        g.add_node("side", side); g.add_edge("setup", "side")
    return g
for par in (False, True):
    app = build(par).compile(checkpointer=InMemorySaver())
    for j, mode in enumerate(["values", ["values", "updates"]]):
        cfg = {"configurable": {"thread_id": f"{par}{j}"}}
        # (with the sibling branch, the order of the step's chunks is thread timing: sorted)
        order = (lambda xs: sorted(map(str, xs))) if par else list
        print(par, mode, order(app.stream({"log": []}, cfg, stream_mode=mode)))
        print(par, mode, order(app.stream(Command(resume="r"), cfg, stream_mode=mode)))
outer = StateGraph(State); outer.add_node("inner", build(True).compile()); outer.add_edge(START, "inner")
app = outer.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "sub"}}
for ch in sorted(map(str, app.stream({"log": []}, cfg, stream_mode=["values", "updates"], subgraphs=True))):
    print(ch)
async def main():
    cfg = {"configurable": {"thread_id": "as"}}
    print([c async for c in app.astream({"log": []}, cfg, stream_mode="values")])
    print([c async for c in app.astream(Command(resume="z"), cfg, stream_mode="values")])
asyncio.run(main())
