# https://github.com/langchain-ai/langgraph/issues/4718 , PR 4117 : stream_mode='messages' for nodes returning messages that are already in the state (same id: emitted again?), RemoveMessage, a dict-form message, a tuple message
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
from langchain_core.messages import HumanMessage, RemoveMessage
from langgraph.graph import StateGraph, MessagesState, START, END
def first(state):
    return {"messages": [AIMessage("one", id="m1")]}
def again(state):
    return {"messages": [AIMessage("one edited", id="m1"), {"role": "assistant", "content": "dict form", "id": "m2"}]}
def tup(state):
    return {"messages": [("ai", "tuple form")]}
def rm(state):
    return {"messages": [RemoveMessage(id="m1")]}
g = StateGraph(MessagesState)
for n in (first, again, tup, rm):
    g.add_node(n.__name__, n)
g.add_edge(START, "first"); g.add_edge("first", "again"); g.add_edge("again", "tup"); g.add_edge("tup", "rm"); g.add_edge("rm", END)
app = g.compile()
for msg, meta in app.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="messages"):
    print(type(msg).__name__, repr(msg.content), msg.id if msg.id in ("m1", "m2", "h") else "other", meta["langgraph_node"])
print([(type(m).__name__, m.content) for m in app.invoke({"messages": [HumanMessage("hi", id="h")]})["messages"]])
