# https://github.com/langchain-ai/langgraph/pull/1049 , low-level Pregel tracing : NodeBuilder nodes in a run with a callback handler: runs for a single .do(fn), chained .do(a).do(b), a .do(RunnableLambda), a lambda step; tags and names, in sync and async runs
import asyncio
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.runnables import RunnableLambda
from langgraph.channels import EphemeralValue, LastValue
from langgraph.pregel import Pregel, NodeBuilder
class Rec(BaseCallbackHandler):
    def __init__(self):
        self.ids = {}
    def _id(self, r):
        return self.ids.setdefault(r, len(self.ids))
    def on_chain_start(self, serialized, inputs, *, run_id, parent_run_id=None, tags=None, **kw):
        print("  start", kw.get("name"), self._id(run_id), parent_run_id and self._id(parent_run_id), sorted(tags or []), inputs)
    def on_chain_end(self, outputs, *, run_id, **kw):
        print("  end", self._id(run_id), outputs)
def shout(x):
    return x.upper()
def bang(x):
    return x + "!"
app = Pregel(
    nodes={"one": NodeBuilder().subscribe_only("a").do(shout).write_to("b"),
           "two": NodeBuilder().subscribe_only("b").do(bang).do(RunnableLambda(shout)).do(lambda x: x * 2).write_to("c")},
    channels={"a": EphemeralValue(str), "b": EphemeralValue(str), "c": LastValue(str)},
    input_channels="a", output_channels="c",
)
print(app.invoke("hi", {"callbacks": [Rec()]}))
print(asyncio.run(app.ainvoke("yo", {"callbacks": [Rec()]})))
