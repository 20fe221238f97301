package com.fernhill.stockroom.core;

import android.os.Handler;
import android.os.HandlerThread;
import android.util.Log;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** The background threads: a small pool for operations and pipes, and a HandlerThread for the audit log. */
public final class Workers {
    private static final String TAG = "StockroomAudit";

    private final ExecutorService pool = Executors.newFixedThreadPool(3);
    private final HandlerThread auditThread = new HandlerThread("stockroom-audit");
    private final Handler audit;

    Workers() {
        auditThread.start();
        audit = new Handler(auditThread.getLooper());
    }

    public ExecutorService pool() {
        return pool;
    }

    /** A redacted audit line (§7.2): caller UID, tool, request id and outcome; no arguments. */
    public void audit(int uid, String providerId, String tool, String requestId, String outcome) {
        audit.post(() -> Log.i(TAG, providerId + " uid=" + uid + " tool=" + tool + " request=" + requestId
                + " outcome=" + outcome));
    }
}
