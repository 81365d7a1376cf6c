# https://github.com/langchain-ai/langgraph-supervisor-py/pull/85 , langgraph PR 3521 : (version v1: one tools task combines both commands; with v2 each call is its own task and which ParentCommand wins is thread timing, in LangGraph too) a supervisor whose model calls two handoff tools at once; each tool returns Command(graph=PARENT, goto=Send(agent, state)); both agents run; messages merged
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
from typing import Annotated
from langchain_core.messages import HumanMessage, ToolMessage
from langchain_core.tools import tool, InjectedToolCallId
from langgraph.prebuilt import create_react_agent, InjectedState
from langgraph.graph import StateGraph, MessagesState, START
from langgraph.types import Command, Send
def handoff(agent):
    @tool(f"to_{agent}")
    def t(task: str, state: Annotated[dict, InjectedState], tool_call_id: Annotated[str, InjectedToolCallId]):
        """hand off"""
        tm = ToolMessage(f"sent to {agent}", tool_call_id=tool_call_id, id="tm-" + tool_call_id)
        return Command(graph=Command.PARENT, goto=[Send(agent, {"messages": [HumanMessage(task, id="task-" + agent)]})], update={"messages": state["messages"] + [tm]})
    return t
sup_m = Model(messages=iter([AIMessage("", id="s1", tool_calls=[call("to_a", {"task": "do a"}, "ta"), call("to_b", {"task": "do b"}, "tb")])]))
supervisor = create_react_agent(sup_m, [handoff("a"), handoff("b")], name="supervisor", version="v1")
def worker(name):
    def run(state):
        return {"messages": [AIMessage(f"{name} did: " + state["messages"][-1].content, id=f"done-{name}")]}
    return run
g = StateGraph(MessagesState)
g.add_node("supervisor", supervisor, destinations=("a", "b")); g.add_node("a", worker("a")); g.add_node("b", worker("b"))
g.add_edge(START, "supervisor")
app = g.compile()
out = app.invoke({"messages": [HumanMessage("split", id="h")]})
print(sorted(show(out["messages"]), key=str))
print(len(out["messages"]))
