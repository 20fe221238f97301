package com.tallyspring.budget.cetp;

import java.util.List;
import java.util.Set;

/** What a provider's authorize hook sees: the call, the tool it names, and the session it arrived in. */
public final class ProviderRequest {
    private final ToolCall call;
    private final ToolDescriptor tool;
    private final SessionStore.Session session;

    private ProviderRequest(ToolCall call, ToolDescriptor tool, SessionStore.Session session) {
        this.call = call;
        this.tool = tool;
        this.session = session;
    }

    public static ProviderRequest of(ToolCall call, ToolDescriptor tool, SessionStore.Session session) {
        return new ProviderRequest(call, tool, session);
    }

    public int callerUid() {
        return call.uid();
    }

    public String requestId() {
        return call.requestId();
    }

    public String toolName() {
        return tool.name();
    }

    public ToolDescriptor tool() {
        return tool;
    }

    public SessionStore.Session session() {
        return session;
    }

    public List<String> requestedScopes() {
        return tool.scopes();
    }

    public Set<String> grantedScopes() {
        return session.scopes();
    }
}
