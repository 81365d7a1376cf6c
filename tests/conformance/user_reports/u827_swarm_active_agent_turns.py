# https://github.com/langchain-ai/langgraph/issues/4377 , langgraph-swarm pattern : a swarm built by hand: an active_agent key picks the entry node on each turn, create_react_agent agents hand off with Command(graph=PARENT, goto=..., update={"active_agent": ...}); three turns on one thread, the state after each and what each model saw
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage
class Model(GenericFakeChatModel):
    def bind_tools(self, tools, **kw):
        return self
def call(name, args, id):
    return {"name": name, "args": args, "id": id, "type": "tool_call"}
def show(msgs):
    return [(type(m).__name__, m.content, getattr(m, "tool_calls", None) or getattr(m, "tool_call_id", None), getattr(m, "name", None)) for m in msgs]
from typing import Annotated
from langchain_core.messages import HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import create_react_agent
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command
class S(MessagesState):
    active_agent: str
def handoff(agent):
    @tool("to_" + agent)
    def t(tool_call_id: Annotated[str, InjectedToolCallId]):
        """hand off"""
        return Command(graph=Command.PARENT, goto=agent, update={"active_agent": agent, "messages": [ToolMessage("now " + agent, tool_call_id=tool_call_id, id="tm-" + tool_call_id)]})
    return t
seen = []
class Seen(Model):
    def _generate(self, messages, stop=None, run_manager=None, **kw):
        seen.append((self.name, [m.content for m in messages][-2:]))
        return super()._generate(messages, stop=stop, run_manager=run_manager, **kw)
alice_m = Seen(name="alice", messages=iter([AIMessage("", id="a1", tool_calls=[call("to_bob", {}, "x1")]), AIMessage("alice answers", id="a2"), AIMessage("alice third", id="a3")]))
bob_m = Seen(name="bob", messages=iter([AIMessage("bob answers", id="b1"), AIMessage("", id="b2", tool_calls=[call("to_alice", {}, "x2")])]))
alice = create_react_agent(alice_m, [handoff("bob")], name="alice")
bob = create_react_agent(bob_m, [handoff("alice")], name="bob")
g = StateGraph(S)
g.add_node("alice", alice, destinations=("bob",)); g.add_node("bob", bob, destinations=("alice",))
g.add_conditional_edges(START, lambda s: s.get("active_agent") or "alice", ["alice", "bob"])
app = g.compile(checkpointer=InMemorySaver())
cfg = {"configurable": {"thread_id": "sw"}}
for i, text in enumerate(["q1", "q2", "q3"]):
    out = app.invoke({"messages": [HumanMessage(text, id="h%d" % i)]}, cfg)
    print(i, out.get("active_agent"), [m.content for m in out["messages"]][-3:], len(out["messages"]))
print(seen)
print([(h.metadata["step"], h.next, h.values.get("active_agent")) for h in app.get_state_history(cfg)][:8])
