# https://github.com/langchain-ai/langgraph/issues/8277 , #8608 , round 9 brief item 2 : set_node_defaults(retry_policy, error_handler): handler retried by the default policy (a cache_policy default taken out: LangGraph caches a failure its handler took as an empty result, see the log); a handler returning Command(goto); a handler that raises; NodeError fields; a node's own handler beside the default; a sync timeout node in a subgraph compiled alone
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
from langchain_core.runnables import RunnableLambda
class Model(GenericFakeChatModel):
    seen: list = []
    def bind_tools(self, tools, **kw):
        self.seen.append(("bind", sorted(getattr(t, "name", getattr(t, "__name__", str(t))) for t in tools), sorted(kw)))
        return self
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        self.seen.append([(type(m).__name__, m.content) for m in messages])
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kw)
    def with_structured_output(self, schema, **kw):
        def make(msgs):
            self.seen.append(("structured", [(type(m).__name__, m.content) for m in (msgs.to_messages() if hasattr(msgs, "to_messages") else msgs)]))
            return schema(**{"answer": "forty-two"}) if isinstance(schema, type) else {"answer": "forty-two"}
        return RunnableLambda(make)
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
import asyncio, operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import RetryPolicy, CachePolicy, Command
from langgraph.errors import NodeError
from langgraph.cache.memory import InMemoryCache
class S(TypedDict):
    log: Annotated[list, operator.add]
count = {"fail": 0, "handler": 0}
def failing(s):
    count["fail"] += 1
    raise ValueError(f"fail {count['fail']}")
def flaky_handler(s, error: NodeError):
    count["handler"] += 1
    if count["handler"] < 2:
        raise ConnectionError("handler flaky")
    return {"log": [f"handled {error.node}: {error.error!r}"]}
def own_handler(s, error: NodeError):
    return Command(goto="after", update={"log": ["own " + type(error.error).__name__]})
def after(s):
    return {"log": ["after"]}
def ok(s):
    return {"log": ["ok"]}
g = StateGraph(S)
g.add_node("f1", failing); g.add_node("f2", failing, error_handler=own_handler); g.add_node("after", after); g.add_node("ok", ok)
g.add_edge(START, "ok"); g.add_edge("ok", "f1"); g.add_edge("f1", "f2")
g.set_node_defaults(retry_policy=RetryPolicy(max_attempts=2, initial_interval=0, jitter=False, retry_on=ConnectionError), error_handler=flaky_handler)
app = g.compile()
try:
    print(app.invoke({"log": []}))
except Exception as e:
    print("RAISED", type(e).__name__, e)
print(count)
count.update(fail=0, handler=5)
for ch in app.stream({"log": []}, stream_mode="updates"):
    print(ch)
print(count)
def raising_handler(s, error: NodeError):
    raise KeyError("handler broke")
g2 = StateGraph(S); g2.add_node("f", failing); g2.add_edge(START, "f"); g2.set_node_defaults(error_handler=raising_handler)
try:
    print(g2.compile().invoke({"log": []}))
except Exception as e:
    print("RAISED", type(e).__name__, e)
print(list(app.get_graph().nodes), list(app.nodes))
print(app.get_graph().draw_mermaid())
