package com.lumenframe.studio.ops;

import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.json.JSONException;
import org.json.JSONObject;

/** Progress a worker thread reports, and the cooperative cancellation flag it must poll. */
public final class Progress {
    private final AtomicInteger current = new AtomicInteger();
    private final AtomicInteger total = new AtomicInteger();
    private final AtomicBoolean cancelRequested = new AtomicBoolean();
    private volatile String message = "Queued";

    public void begin(int steps, String what) {
        total.set(steps);
        current.set(0);
        message = what;
    }

    public void advance(String what) {
        current.incrementAndGet();
        message = what;
    }

    void requestCancel() {
        cancelRequested.set(true);
    }

    public boolean cancelRequested() {
        return cancelRequested.get() || Thread.currentThread().isInterrupted();
    }

    /** Called by workers between steps: stops the work before its next effect. */
    public void checkpoint() {
        if (cancelRequested()) {
            throw new CancellationException("cancel requested");
        }
    }

    public JSONObject toJson() throws JSONException {
        JSONObject p = new JSONObject();
        p.put("current", current.get());
        p.put("total", total.get());
        p.put("message", message);
        return p;
    }
}
