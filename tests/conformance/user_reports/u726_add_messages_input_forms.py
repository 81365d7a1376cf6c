# https://github.com/langchain-ai/langgraph/issues/5112 , langchain PR 23636 : add_messages with dict messages (role / type keys), an unknown role (error text), a str, a list of str, tool-call dicts in OpenAI form, a ToolMessage dict without tool_call_id
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
from langgraph.graph.message import add_messages
cases = [
    [{"role": "user", "content": "u"}],
    [{"type": "human", "content": "t"}],
    [{"role": "assistant", "content": "", "tool_calls": [{"id": "x1", "type": "function", "function": {"name": "f", "arguments": "{\"a\": 1}"}}]}],
    "plain string",
    ["s1", "s2"],
    [{"role": "wizard", "content": "w"}],
    [{"role": "tool", "content": "t"}],
    [("system", "sys"), ("developer", "dev")],
    [{"content": "no role"}],
]
for c in cases:
    try:
        out = add_messages([], c)
        print([(type(m).__name__, m.content, getattr(m, "tool_calls", None), bool(m.id)) for m in out])
    except Exception as e:
        print("RAISED", type(e).__name__, str(e).splitlines()[0])
