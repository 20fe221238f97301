package com.cc;

import android.os.Bundle;

/** The fields of one call(), read once at the entry; built through a chain of constructors. */
final class Envelope {
    private final String method;
    private final String session;
    private final long deadline;

    private Envelope(String method, String session, long deadline) {
        this.method = method;
        this.session = session;
        this.deadline = deadline;
    }

    private Envelope(String method, String session) {
        this(method, session, 0L);
    }

    static Envelope of(String method, Bundle extras) {
        return new Envelope(method, extras.getString("session_token"));
    }

    String method() {
        return method;
    }

    String session() {
        return session;
    }
}
