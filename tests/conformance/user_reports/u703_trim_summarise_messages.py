# https://github.com/langchain-ai/langgraph/issues/5112 , docs how-to 'manage conversation history' : MessagesState summarise pattern (summary key, RemoveMessage of old ids), trim_messages in a node with token_counter=len, across turns with a checkpointer
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
from langchain_core.messages import HumanMessage, RemoveMessage, SystemMessage, trim_messages
from langgraph.graph import StateGraph, MessagesState, START, END
from langgraph.checkpoint.memory import InMemorySaver
class S(MessagesState):
    summary: str
def chat(state):
    kept = trim_messages(state["messages"], max_tokens=3, token_counter=len, strategy="last", start_on="human", include_system=True)
    return {"messages": [AIMessage(f"seen {len(kept)}: " + ",".join(m.content for m in kept), id=f"ai{len(state['messages'])}")]}
def should(state):
    return "summarise" if len(state["messages"]) > 4 else END
def summarise(state):
    s = state.get("summary", "")
    new = s + "|" + "+".join(m.content for m in state["messages"][:-2])
    return {"summary": new, "messages": [RemoveMessage(id=m.id) for m in state["messages"][:-2]]}
g = StateGraph(S); g.add_node("chat", chat); g.add_node("summarise", summarise)
g.add_edge(START, "chat"); g.add_conditional_edges("chat", should); g.add_edge("summarise", END)
app = g.compile(checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
for i in range(5):
    for ch in app.stream({"messages": [HumanMessage(f"h{i}", id=f"h{i}")]}, c, stream_mode="updates"):
        print(i, {k: (show(v.get("messages", [])), v.get("summary")) for k, v in ch.items()})
    st = app.get_state(c)
    print(i, st.values.get("summary"), [m.id for m in st.values["messages"]])
