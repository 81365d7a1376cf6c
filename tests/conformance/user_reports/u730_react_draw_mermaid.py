# https://github.com/langchain-ai/langgraph/issues/4866 , docs 'agents: visualise' : draw_mermaid of create_react_agent with/without tools, hooks, response_format; a parent graph with the agent as a subgraph with xray=True
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
from pydantic import BaseModel
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.graph import StateGraph, MessagesState, START
@tool
def t1(x: str) -> str:
    """t1"""
    return x
class R(BaseModel):
    answer: str
def hook(s):
    return {}
for label, kw, tools in [("plain", {}, [t1]), ("notools", {}, []), ("hooks", {"pre_model_hook": hook, "post_model_hook": hook}, [t1]), ("rf", {"response_format": R}, [t1]), ("all", {"pre_model_hook": hook, "post_model_hook": hook, "response_format": R}, [t1])]:
    a = create_react_agent(Model(messages=iter([])), tools, **kw)
    print(label)
    print(a.get_graph().draw_mermaid())
a = create_react_agent(Model(messages=iter([])), [t1], name="inner_agent")
g = StateGraph(MessagesState); g.add_node("agent", a); g.add_edge(START, "agent")
print(g.compile().get_graph(xray=True).draw_mermaid())
