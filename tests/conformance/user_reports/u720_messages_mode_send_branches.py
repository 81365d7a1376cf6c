# https://github.com/langchain-ai/langgraph/issues/4718 , #1444 : stream_mode='messages' from Send-spawned nodes each calling a model (non-streaming): one message per branch, metadata langgraph_node / langgraph_step / langgraph_triggers, sorted
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
import operator
from typing import Annotated, TypedDict
from langgraph.graph import StateGraph, START, END
from langgraph.types import Send
class S(TypedDict):
    xs: list[str]
    outs: Annotated[list, operator.add]
def fan(s):
    return [Send("ask", {"xs": [x], "outs": []}) for x in s["xs"]]
def ask(s):
    m = Model(disable_streaming=True, messages=iter([AIMessage("answer " + s["xs"][0], id="ans-" + s["xs"][0])]))
    r = m.invoke([("user", s["xs"][0])])
    return {"outs": [r.content]}
g = StateGraph(S); g.add_node("ask", ask); g.add_conditional_edges(START, fan, ["ask"]); g.add_edge("ask", END)
app = g.compile()
rows = []
for msg, meta in app.stream({"xs": ["p", "q", "r"], "outs": []}, stream_mode="messages"):
    rows.append((type(msg).__name__, msg.content, msg.id, meta["langgraph_node"], meta["langgraph_step"], meta["langgraph_triggers"], meta["langgraph_path"][0]))
print(sorted(rows))
print(sorted(app.invoke({"xs": ["p", "q"], "outs": []})["outs"]))
