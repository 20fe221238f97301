package com.lumenframe.studio.ops;

import java.util.Locale;

/** §4.4 operation states; QUEUED → RUNNING → one of the three terminal ones. */
public enum OperationState {
    QUEUED, RUNNING, SUCCEEDED, FAILED, CANCELLED;

    public boolean terminal() {
        return this == SUCCEEDED || this == FAILED || this == CANCELLED;
    }

    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static OperationState fromWire(String s) {
        return valueOf(s.toUpperCase(Locale.ROOT));
    }
}
