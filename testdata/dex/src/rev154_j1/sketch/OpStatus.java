package com.halyard.vault.jobs;

/** The status column of an operation, and its name on the wire. */
public enum OpStatus {
    PENDING("queued"),
    RUNNING("running"),
    SUCCEEDED("succeeded"),
    FAILED("failed"),
    CANCELLED("cancelled");

    public final String wire;

    OpStatus(String wire) {
        this.wire = wire;
    }

    public boolean terminal() {
        return this == SUCCEEDED || this == FAILED || this == CANCELLED;
    }
}
