# https://github.com/langchain-ai/langgraph/issues/1037 , #2587 : add_conditional_edges path given as a RunnableLambda (one of a lambda: LangGraph 1.2.11 raises AttributeError reading its name), a RunnableSequence, a runnable returning Send objects, a callable object, an async function in an async run; the routing runs in a callback handler's tree (names, tags) and in astream_events
import asyncio, operator
from typing import Annotated, TypedDict
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.runnables import RunnableLambda
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
class Rec(BaseCallbackHandler):
    def __init__(self):
        self.ids = {}
    def _id(self, r):
        return self.ids.setdefault(r, len(self.ids))
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, tags=None, **kw):
        print("  start", kw.get("name"), self._id(run_id), parent_run_id and self._id(parent_run_id), sorted(tags or []), inputs)
    def on_chain_end(self, outputs, *, run_id, **kw):
        print("  end", self._id(run_id), outputs)
class S(TypedDict):
    x: int
    log: Annotated[list, operator.add]
class Router:
    def __call__(self, s):
        return "b" if s["x"] > 1 else "c"
async def arouter(s):
    return ["c"]
def to_b(s):
    return "b"
paths = {
    "lambda": RunnableLambda(to_b),
    "seq": RunnableLambda(lambda s: s["x"]) | RunnableLambda(lambda x: "b" if x else "c"),
    "sends": RunnableLambda(lambda s: [Send("c", {"x": 8, "log": []})]),
    "object": Router(),
    "async": arouter,
}
for label, path in paths.items():
    g = StateGraph(S)
    g.add_node("a", lambda s: {"log": ["a"]})
    g.add_node("b", lambda s: {"log": [f"b{s['x']}"]})
    g.add_node("c", lambda s: {"log": [f"c{s['x']}"]})
    g.add_edge(START, "a"); g.add_conditional_edges("a", path, ["b", "c"])
    app = g.compile()
    print(label)
    if label == "async":
        print(asyncio.run(app.ainvoke({"x": 2, "log": []}, {"callbacks": [Rec()]})))
    else:
        print(app.invoke({"x": 2, "log": []}, {"callbacks": [Rec()]}))
    print([(k, sorted(v.ends or {}) if hasattr(v, "ends") else None) for k, v in app.builder.branches["a"].items()], [e[:2] for e in app.get_graph().edges])
for bad in [RunnableLambda(lambda s: "b"), RunnableLambda(lambda s: "b", name="named_lambda")]:
    g = StateGraph(S); g.add_node("a", lambda s: {"log": ["a"]})
    try:
        g.add_conditional_edges("a", bad, ["a"])
        print(list(g.branches["a"]))
    except Exception as e:
        print("RAISED", type(e).__name__, e)
g = StateGraph(S)
g.add_node("a", lambda s: {"log": ["a"]}); g.add_node("b", lambda s: {"log": ["b"]}); g.add_node("c", lambda s: {"log": ["c"]})
g.add_edge(START, "a"); g.add_conditional_edges("a", paths["seq"], ["b", "c"])
async def main():
    async for ev in g.compile().astream_events({"x": 0, "log": []}, version="v2"):
        if ev["event"] != "on_chain_stream" or ev["name"] != "LangGraph":
            print(ev["event"], ev["name"], sorted(ev["tags"]))
asyncio.run(main())
