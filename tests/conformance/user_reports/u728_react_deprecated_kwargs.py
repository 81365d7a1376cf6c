# https://github.com/langchain-ai/langgraph/issues/4820 , PR 4785 : create_react_agent deprecated kwargs (state_modifier, messages_modifier, config_schema), an unknown kwarg, a provider tool dict in tools (bound, not run), interrupt_before an unknown node
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
import warnings
from langchain_core.messages import HumanMessage
from langgraph.prebuilt import create_react_agent
for kw in ({"state_modifier": "x"}, {"messages_modifier": "x"}, {"config_schema": dict}, {"bogus": 1}):
    try:
        with warnings.catch_warnings(record=True) as w:
            warnings.simplefilter("always")
            a = create_react_agent(Model(messages=iter([AIMessage("r", id="r")])), [], **kw)
            print(list(kw), "accepted", sorted({type(x.message).__name__ for x in w}), [str(x.message)[:90] for x in w if "moved" not in str(x.message)])
    except Exception as e:
        print(list(kw), "RAISED", type(e).__name__, str(e)[:160])
m = Model(messages=iter([AIMessage("done", id="d")]))
m.seen = []
agent = create_react_agent(m, [{"type": "web_search_preview"}])
print(list(agent.get_graph().nodes), m.seen[:1])
print(show(agent.invoke({"messages": [HumanMessage("x", id="h")]})["messages"]))
try:
    create_react_agent(Model(messages=iter([])), [], interrupt_before=["nope"]).invoke({"messages": [HumanMessage("x")]})
    print("unknown interrupt_before accepted")
except Exception as e:
    print("unknown interrupt_before RAISED", type(e).__name__, e)
