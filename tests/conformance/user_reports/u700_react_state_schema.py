# https://github.com/langchain-ai/langgraph/issues/6012 , PR 4003 , docs 'agents: context' : create_react_agent(state_schema=custom AgentState) with an extra key read by a tool via InjectedState and by a callable prompt; missing remaining_steps
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
from langchain_core.messages import HumanMessage, SystemMessage
from langgraph.prebuilt import create_react_agent, InjectedState
from langgraph.prebuilt.chat_agent_executor import AgentState
from langchain_core.tools import tool
class MyState(AgentState):
    user: str
@tool
def whoami(state: Annotated[dict, InjectedState]) -> str:
    """who am i"""
    return "you are " + state["user"]
@tool
def user_only(user: Annotated[str, InjectedState("user")]) -> str:
    """user"""
    return "user=" + user
def prompt(state):
    return [SystemMessage("hello " + state["user"])] + state["messages"]
m = Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("whoami", {}, "c1"), call("user_only", {}, "c2")]), AIMessage("bye", id="a2")]))
m.seen = []
agent = create_react_agent(m, [whoami, user_only], state_schema=MyState, prompt=prompt)
out = agent.invoke({"messages": [HumanMessage("hi", id="h")], "user": "ann"})
print(sorted(out), out["user"], show(out["messages"]))
print(m.seen)
print(sorted(agent.get_input_jsonschema()["properties"]))
print(sorted(agent.get_output_jsonschema()["properties"]))
