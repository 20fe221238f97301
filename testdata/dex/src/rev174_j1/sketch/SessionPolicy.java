package com.tallowbrook.salon.core;

import android.os.Bundle;

/** How a v2 request finds its negotiated session. */
public interface SessionPolicy {
    /** The session named by the request's session_token, or null (→ NEGOTIATION_REQUIRED). */
    default SessionStore.Session resume(Bundle in, Caller caller, SessionStore store) {
        String token = in.getString("session_token");
        if (token == null || token.isEmpty() || token.length() > 256) {
            return null;
        }
        SessionStore.Session session = store.find(token);
        if (session == null || session.uid != caller.uid || session.expired(System.currentTimeMillis())) {
            return null;
        }
        return session;
    }
}
