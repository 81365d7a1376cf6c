# https://github.com/langchain-ai/langgraph/issues/3214 : an email-triage app on the functional API: the entrypoint loops over a batch of emails, classifies each with a @task, and asks for approval with interrupt() only for "urgent" ones (several interrupts from one call site across resumes); each resume's streamed updates, get_state().interrupts between (not next: see the README's deliberate difference (a)), and the final summary
from langgraph.func import entrypoint, task
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import interrupt, Command
classified = []
@task
def classify(email: str) -> str:
    classified.append(email)
    return "urgent" if "!" in email else "normal"
@task
def send_reply(email: str, decision: str) -> str:
    return "%s -> %s" % (email, decision)
@entrypoint(checkpointer=InMemorySaver())
def triage(emails: list):
    out = []
    for e in emails:
        kind = classify(e).result()
        decision = interrupt({"email": e}) if kind == "urgent" else "auto"
        out.append(send_reply(e, decision).result())
    return out
cfg = {"configurable": {"thread_id": "inbox"}}
for inp in [["hi", "fire!", "lunch", "boss!"], Command(resume="call back"), Command(resume="ignore")]:
    print([{k: ([i.value for i in v] if k == "__interrupt__" else v) for k, v in c.items()} for c in triage.stream(inp, cfg, stream_mode="updates")])
    st = triage.get_state(cfg)
    print([i.value for i in st.interrupts])
print(triage.get_state(cfg).values, classified)
