package com.lk;

import android.content.pm.PackageManager;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import java.util.concurrent.ConcurrentHashMap;

public final class DeskProvider extends Base {
    private static final byte[] ASSISTANT_CERT = new byte[32];
    /** Outcomes by replay key (the request id at its end), in memory only (CETP618). */
    private static final ConcurrentHashMap<String, String> OUTCOMES = new ConcurrentHashMap<>();
    /** Retries by retry key (the request id at its start, past the analysis's budget): a note. */
    private static final ConcurrentHashMap<String, Long> RETRIES = new ConcurrentHashMap<>();
    private SQLiteDatabase db;

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        int uid = Binder.getCallingUid();
        if (!getContext().getPackageManager().hasSigningCertificate(uid, ASSISTANT_CERT,
                PackageManager.CERT_INPUT_SHA256)) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        if (!"execute_tool".equals(method) || extras == null) {
            out.putString("error_code", "METHOD_NOT_FOUND");
            return out;
        }
        Call call = new Call(uid, extras);
        if ("retry_sync".equals(extras.getString("tool"))) {
            if (RETRIES.putIfAbsent(call.retryKey(), Long.valueOf(System.currentTimeMillis())) != null) {
                out.putString("status", "duplicate");
                return out;
            }
            db.delete("sync_queue", null, null);
            out.putString("status", "succeeded");
            return out;
        }
        String prior = OUTCOMES.putIfAbsent(call.replayKey(), "running");
        if (prior != null) {
            out.putString("status", prior);
            return out;
        }
        db.delete("items", null, null);
        OUTCOMES.put(call.replayKey(), "succeeded");
        out.putString("status", "succeeded");
        return out;
    }
}
