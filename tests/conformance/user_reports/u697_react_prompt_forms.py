# https://github.com/langchain-ai/langgraph/issues/3197 , docs 'agents: prompts' : create_react_agent prompt as str, SystemMessage, callable, Runnable; what the model sees
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
from langchain_core.messages import SystemMessage, HumanMessage
from langgraph.prebuilt import create_react_agent
def dyn(state):
    return [SystemMessage("dynamic " + str(len(state["messages"])))] + state["messages"]
for label, prompt in [("str", "be brief"), ("system", SystemMessage("sys msg")), ("callable", dyn), ("runnable", RunnableLambda(lambda s: [SystemMessage("runnable")] + s["messages"][-1:])), ("none", None)]:
    m = Model(messages=iter([AIMessage("ok", id="a1")]))
    m.seen = []
    agent = create_react_agent(m, [], prompt=prompt)
    out = agent.invoke({"messages": [HumanMessage("hi", id="h1")]})
    print(label, m.seen, show(out["messages"]))
try:
    create_react_agent(Model(messages=iter([])), [], prompt=42)
    print("int prompt accepted")
except Exception as e:
    print("int prompt", type(e).__name__, e)
