# https://github.com/langchain-ai/langgraph/issues/1569 , docs 'human-in-the-loop: review tool calls' : create_react_agent(interrupt_before=['tools']) with a checkpointer: snapshot next, editing the tool call via update_state(as_node agent, same id), resume, version v1 and v2
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
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
@tool
def weather(city: str) -> str:
    """weather"""
    return "sunny in " + city
for version in ("v1", "v2"):
    m = Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("weather", {"city": "sf"}, "c1")]), AIMessage("it is sunny", id="a2")]))
    agent = create_react_agent(m, [weather], interrupt_before=["tools"], checkpointer=InMemorySaver(), version=version)
    c = {"configurable": {"thread_id": version}}
    out = agent.invoke({"messages": [HumanMessage("weather?", id="h")]}, c)
    st = agent.get_state(c)
    print(version, st.next, [t.name for t in st.tasks], show(out["messages"]))
    last = st.values["messages"][-1]
    edited = AIMessage("", id=last.id, tool_calls=[call("weather", {"city": "nyc"}, "c1")])
    cfg = agent.update_state(c, {"messages": [edited]}, as_node="agent")
    st = agent.get_state(c)
    print(version, st.next, st.metadata["source"], st.metadata["step"], show(st.values["messages"][-1:]))
    for ch in agent.stream(None, c, stream_mode="updates"):
        print(version, {k: show(v["messages"]) if isinstance(v, dict) else [show(x["messages"]) for x in v] for k, v in ch.items()})
    print(version, agent.get_state(c).next)
