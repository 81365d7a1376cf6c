# https://github.com/langchain-ai/langgraph/pull/4491 , langgraph-supervisor-py PR 85 , docs 'multi-agent handoffs' : two create_react_agent nodes in a parent graph; a handoff tool returning Command(graph=PARENT, goto, update=messages+ToolMessage); stream updates subgraphs=True; final messages
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
from typing import Annotated
from langchain_core.messages import HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import create_react_agent, InjectedState
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.types import Command
def handoff(agent):
    @tool(f"transfer_to_{agent}")
    def t(state: Annotated[dict, InjectedState], tool_call_id: Annotated[str, InjectedToolCallId]):
        """hand off"""
        tm = ToolMessage(f"Transferred to {agent}", tool_call_id=tool_call_id, name=f"transfer_to_{agent}", id="tm-" + tool_call_id)
        return Command(graph=Command.PARENT, goto=agent, update={"messages": state["messages"] + [tm]})
    return t
alice_m = Model(messages=iter([AIMessage("", id="al1", name="alice", tool_calls=[call("transfer_to_bob", {}, "t1")]), AIMessage("alice again", id="al2")]))
bob_m = Model(messages=iter([AIMessage("bob here", id="b1")]))
alice = create_react_agent(alice_m, [handoff("bob")], name="alice")
bob = create_react_agent(bob_m, [handoff("alice")], name="bob")
g = StateGraph(MessagesState)
g.add_node("alice", alice, destinations=("bob",)); g.add_node("bob", bob, destinations=("alice",))
g.add_edge(START, "alice")
app = g.compile()
for ns, ch in app.stream({"messages": [HumanMessage("hi", id="h")]}, stream_mode="updates", subgraphs=True):
    print([p.split(":")[0] for p in ns], {k: show(v["messages"]) if isinstance(v, dict) and "messages" in v else v for k, v in ch.items()})
print(sorted(app.get_graph().nodes))
print([(e.source, e.target) for e in app.get_graph().edges])
