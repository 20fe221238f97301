package com.example.r30j4;

import android.content.ContentProvider;
import android.os.Binder;
import android.os.Bundle;
import android.os.ParcelFileDescriptor;
import android.util.Log;
import java.io.IOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class BackupProvider extends ContentProvider {
    private static final String TAG = "BackupProvider";
    private final ExecutorService writer = Executors.newSingleThreadExecutor();
    private Archive archive;
    @Override public boolean onCreate() {
        archive = new Archive(getContext());
        return true;
    }
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Callers.trusted(getContext(), uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed");
        if ("negotiate".equals(method)) return Replies.success(Sessions.open(uid));
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        if (!"execute_tool".equals(method)) return Replies.error("METHOD_NOT_FOUND", "unknown method");
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed");

        String tool = extras.getString("tool_name");
        if ("export_db".equals(tool)) return exportDb();
        if ("export_log".equals(tool)) return exportLog();
        if ("restore_db".equals(tool)) return restoreDb();
        if ("restore_prefs".equals(tool)) return restorePrefs();
        if ("verify_backup".equals(tool)) return verify();
        if ("share_backup".equals(tool)) return share(Owners.primary(getContext(), uid));
        if ("share_latest".equals(tool)) return share(Owners.sole(getContext(), uid));
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
    }
    private Bundle exportDb() {
        try {
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createReliablePipe();
            writer.execute(() -> archive.dump(pipe[1], "db"));
            return fileResult(pipe[0]);                                          // NM CETP612
        } catch (IOException e) {
            Log.w(TAG, "pipe failed", e);
            return Replies.error("UNAVAILABLE", "export unavailable");
        }
    }
    private Bundle exportLog() {
        try {
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createReliablePipe();
            writer.execute(() -> archive.dump(pipe[0], "log"));
            return fileResult(pipe[1]);                                          // TP CETP612 (the write end)
        } catch (IOException e) {
            Log.w(TAG, "pipe failed", e);
            return Replies.error("UNAVAILABLE", "export unavailable");
        }
    }
    private Bundle restoreDb() {
        try {
            archive.restore("db");
            return Replies.success("{\"restored\":\"db\"}");
        } catch (IOException e) {
            return Replies.error("INTERNAL_ERROR", Errors.reason(e));          // TP CETP607
        }
    }
    private Bundle restorePrefs() {
        try {
            archive.restore("prefs");
            return Replies.success("{\"restored\":\"prefs\"}");
        } catch (IOException e) {
            Log.e(TAG, "restore failed: " + Log.getStackTraceString(e), e);
            return Replies.error("INTERNAL_ERROR", "restore failed");           // NM CETP607
        }
    }
    private Bundle verify() {
        try {
            archive.verify();
            return Replies.success("{\"ok\":true}");
        } catch (IOException | IllegalStateException e) {
            return Replies.error("INTERNAL_ERROR", BuildConfig.DEBUG ? Errors.trace(e) : "verification failed"); // TP CETP607
        }
    }
    private Bundle share(String owner) {
        if (owner == null) return Replies.error("PERMISSION_DENIED", "ambiguous caller");
        return Replies.success("{\"shared_with\":\"" + owner + "\"}");
    }
    private static Bundle fileResult(ParcelFileDescriptor fd) {
        Bundle b = Replies.success("{\"kind\":\"file\",\"media_type\":\"application/json\"}");
        b.putParcelable("result_fd", fd);
        return b;
    }
}
