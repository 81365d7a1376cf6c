# https://github.com/langchain-ai/langgraph/pull/7519 : a user-written StreamTransformer that totals the "cost" custom events of a graph and its subgraph (compiled in with compile(transformers=[...]) and passed per run, native and not, a named StreamChannel that also logs "custom:<name>" events, a before_builtins transformer dropping values events), its projections at the run and subgraph level, and the errors for clashing projection names and an async-only transformer in a sync run
from typing import TypedDict, Annotated
import operator
from langgraph.graph import StateGraph, START, END
from langgraph.stream import StreamTransformer, StreamChannel
from langgraph.config import get_stream_writer
class S(TypedDict):
    log: Annotated[list, operator.add]
def a(s):
    get_stream_writer()({"cost": 3})
    return {"log": ["a"]}
def b(s):
    get_stream_writer()({"cost": 4})
    return {"log": ["b"]}
sub = StateGraph(S).add_node("b", b).add_edge(START, "b").compile()
class Cost(StreamTransformer):
    required_stream_modes = ("custom",)
    def __init__(self, scope=()):
        super().__init__(scope)
        self.total = 0
        self.ch = StreamChannel("costs")
    def init(self):
        return {"costs": self.ch, "meta": {"scope": len(self.scope)}}
    def process(self, event):
        if event["method"] == "custom":
            self.total += event["params"]["data"]["cost"]
            self.ch.push((len(event["params"]["namespace"]), self.total))
        return True
    def finalize(self):
        self.ch.push(("final", self.total))
class Native(Cost):
    _native = True
    def init(self):
        return {"natcost": self.ch}
class DropValues(StreamTransformer):
    required_stream_modes = ("updates",)
    before_builtins = True
    def init(self):
        return {}
    def process(self, event):
        return event["method"] != "values"
class AsyncOnly(StreamTransformer):
    async def aprocess(self, event):
        return True
    def init(self):
        return {}
app = StateGraph(S).add_node("a", a).add_node("sub", sub).add_edge(START, "a").add_edge("a", "sub").compile(transformers=[Cost])
run = app.stream_events({"log": []}, version="v3")
print(sorted(run.extensions), run.extensions["meta"], list(run.extensions["costs"]), run.output)
run = app.stream_events({"log": []}, version="v3", transformers=[Native])
print(hasattr(run, "natcost"), list(run.natcost))
run = app.stream_events({"log": []}, version="v3", transformers=[DropValues])
print([e["method"] for e in run], run.output)
run = app.stream_events({"log": []}, version="v3")
for sg in run.subgraphs:
    print(sorted(sg.extensions), sg.extensions["meta"], list(sg.extensions["costs"]))
for bad in [[Cost], [AsyncOnly]]:
    try:
        app.stream_events({"log": []}, version="v3", transformers=bad)
    except (ValueError, RuntimeError) as e:
        print(type(e).__name__, e)
