package com.keyholder.cetp;

import android.os.Bundle;

final class AutoValue_ToolCall extends ToolCall {
    private final int uid;
    private final String callerPackage;
    private final String requestId;
    private final long deadlineAtMs;
    private final Bundle extras;

    AutoValue_ToolCall(int uid, String callerPackage, String requestId, long deadlineAtMs, Bundle extras) {
        this.uid = uid;
        this.callerPackage = callerPackage;
        if (requestId == null) {
            throw new NullPointerException("Null requestId");
        }
        this.requestId = requestId;
        this.deadlineAtMs = deadlineAtMs;
        if (extras == null) {
            throw new NullPointerException("Null extras");
        }
        this.extras = extras;
    }

    @Override
    public int uid() {
        return uid;
    }

    @Override
    public String callerPackage() {
        return callerPackage;
    }

    @Override
    public String requestId() {
        return requestId;
    }

    @Override
    public long deadlineAtMs() {
        return deadlineAtMs;
    }

    @Override
    public Bundle extras() {
        return extras;
    }

    @Override
    public String toString() {
        return "ToolCall{" + "uid=" + uid + ", " + "callerPackage=" + callerPackage + ", " + "requestId="
                + requestId + ", " + "deadlineAtMs=" + deadlineAtMs + ", " + "extras=" + extras + "}";
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o instanceof ToolCall) {
            ToolCall that = (ToolCall) o;
            return this.uid == that.uid()
                    && (this.callerPackage == null ? that.callerPackage() == null
                            : this.callerPackage.equals(that.callerPackage()))
                    && this.requestId.equals(that.requestId())
                    && this.deadlineAtMs == that.deadlineAtMs()
                    && this.extras.equals(that.extras());
        }
        return false;
    }

    @Override
    public int hashCode() {
        int h$ = 1;
        h$ *= 1000003;
        h$ ^= uid;
        h$ *= 1000003;
        h$ ^= (callerPackage == null) ? 0 : callerPackage.hashCode();
        h$ *= 1000003;
        h$ ^= requestId.hashCode();
        h$ *= 1000003;
        h$ ^= (int) ((deadlineAtMs >>> 32) ^ deadlineAtMs);
        h$ *= 1000003;
        h$ ^= extras.hashCode();
        return h$;
    }
}
