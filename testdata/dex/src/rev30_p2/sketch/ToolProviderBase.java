package com.example.r30p2;

import android.os.Binder;
import android.os.Bundle;

public abstract class ToolProviderBase extends StubProvider {
    @Override
    public final Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Callers.trusted(getContext(), uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        if ("negotiate".equals(method)) {
            return Replies.negotiated(Sessions.open(uid));
        }
        if (extras == null || !Sessions.check(Envelope.session(extras), uid)) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.success(toolsJson());
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (Envelope.expired(extras)) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        return execute(uid, extras.getString("tool_name"), extras.getString("args"), extras);
    }

    protected abstract String toolsJson();

    protected abstract Bundle execute(int uid, String tool, String args, Bundle extras);
}
