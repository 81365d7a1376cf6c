# https://github.com/langchain-ai/langgraph/issues/4820 , docs 'manage short-term memory' : pre_model_hook trimming with trim_messages(token_counter=count_tokens_approximately, max_tokens, start_on, end_on) over several turns with tool calls; llm_input_messages; what the model sees
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
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.messages.utils import count_tokens_approximately, trim_messages
from langchain_core.tools import tool
from langgraph.prebuilt import create_react_agent
from langgraph.checkpoint.memory import InMemorySaver
@tool
def note(x: str) -> str:
    """note"""
    return "noted " + x * 5
def pre(state):
    kept = trim_messages(state["messages"], strategy="last", token_counter=count_tokens_approximately, max_tokens=60, start_on="human", end_on=("human", "tool"))
    return {"llm_input_messages": kept}
replies = []
for i in range(4):
    replies.append(AIMessage(f"calling {i}", id=f"t{i}", tool_calls=[call("note", {"x": f"item{i}"}, f"n{i}")]))
    replies.append(AIMessage(f"answer {i} " + "word " * 6, id=f"a{i}"))
m = Model(messages=iter(replies))
m.seen = []
agent = create_react_agent(m, [note], pre_model_hook=pre, checkpointer=InMemorySaver())
c = {"configurable": {"thread_id": "1"}}
for i in range(4):
    agent.invoke({"messages": [HumanMessage(f"question {i} " + "pad " * 4, id=f"h{i}")]}, c)
for s in m.seen:
    print(s if s[0] == "bind" else [(t, c[:12]) for t, c in s])
print(len(agent.get_state(c).values["messages"]))
