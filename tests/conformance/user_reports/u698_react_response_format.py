# https://github.com/langchain-ai/langgraph/pull/2848 , #4756 , PR 3121 : create_react_agent(response_format=pydantic / (prompt, schema) / dict schema): structured_response key, the extra node in updates, what the structuring call sees
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
from langchain_core.messages import HumanMessage
from langgraph.prebuilt import create_react_agent
from langchain_core.tools import tool
class Answer(BaseModel):
    answer: str
@tool
def lookup(q: str) -> str:
    """look up"""
    return "found " + q
for label, rf in [("model", Answer), ("tuple", ("Extract the answer.", Answer))]:
    m = Model(messages=iter([AIMessage("", id="a1", tool_calls=[call("lookup", {"q": "x"}, "c1")]), AIMessage("done", id="a2")]))
    m.seen = []
    agent = create_react_agent(m, [lookup], response_format=rf)
    out = agent.invoke({"messages": [HumanMessage("q", id="h1")]})
    print(label, sorted(out), out["structured_response"], show(out["messages"]))
    print(label, m.seen[-1])
    m2 = Model(messages=iter([AIMessage("done", id="a3")]))
    agent = create_react_agent(m2, [lookup], response_format=rf)
    for chunk in agent.stream({"messages": [HumanMessage("q", id="h2")]}, stream_mode="updates"):
        print(label, {k: (sorted(v) if isinstance(v, dict) else v) for k, v in chunk.items()})
    print(label, list(agent.get_graph().nodes))
