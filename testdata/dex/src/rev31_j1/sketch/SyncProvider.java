package com.example.r31j1;

import android.content.ContentProvider;
import android.os.AsyncTask;
import android.os.Binder;
import android.os.Bundle;
import androidx.work.Data;
import androidx.work.OneTimeWorkRequest;
import androidx.work.WorkManager;

public class SyncProvider extends ContentProvider {
    private final Ledger ledger = new Ledger();
    private final Mirror mirror = new Mirror();

    @Override public boolean onCreate() {
        return true;
    }

    // one v2 tool per branch; the head is the rev29 one
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Callers.trusted(getContext(), uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed");
        if ("negotiate".equals(method)) return Replies.success(Sessions.open(uid));
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        if (!"execute_tool".equals(method)) return Replies.error("METHOD_NOT_FOUND", "unknown method");
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed");

        String tool = extras.getString("tool_name");
        if ("sync_now".equals(tool)) return syncNow();
        if ("sync_owned".equals(tool)) return syncOwned(uid);
        if ("prefetch".equals(tool)) return prefetch(extras.getString("query"));
        if ("prefetch_owned".equals(tool)) return prefetchOwned(extras.getString("query"), uid);
        if ("mirror_share".equals(tool)) return mirrorShare();
        if ("mirror_owned".equals(tool)) return mirrorOwned(uid);
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
    }
    private Bundle syncNow() {
        WorkManager.getInstance(getContext()).enqueue(OneTimeWorkRequest.from(SyncWorker.class));
        return Replies.success("{\"queued\":true}");
    }
    private Bundle syncOwned(int uid) {
        OneTimeWorkRequest req = new OneTimeWorkRequest.Builder(OwnedSyncWorker.class)
                .setInputData(new Data.Builder().putInt("owner_uid", uid).build())
                .build();
        WorkManager.getInstance(getContext()).enqueue(req);
        return Replies.success("{\"queued\":true}");
    }
    private Bundle prefetch(String query) {
        new AsyncTask<String, Void, String>() {
            @Override protected String doInBackground(String... q) {
                return ledger.lookup(q[0]);
            }
            @Override protected void onPostExecute(String found) {
                ledger.record(found, Binder.getCallingUid());
            }
        }.executeOnExecutor(AsyncTask.THREAD_POOL_EXECUTOR, query);
        return Replies.success("{\"started\":true}");
    }
    private Bundle prefetchOwned(String query, final int uid) {
        new AsyncTask<String, Void, String>() {
            @Override protected String doInBackground(String... q) {
                return ledger.lookup(q[0]);
            }
            @Override protected void onPostExecute(String found) {
                ledger.record(found, uid);
            }
        }.executeOnExecutor(AsyncTask.THREAD_POOL_EXECUTOR, query);
        return Replies.success("{\"started\":true}");
    }
    private Bundle mirrorShare() {
        long token = Binder.clearCallingIdentity();
        try {
            return Replies.success(mirror.push(getContext()));
        } finally {
            Binder.restoreCallingIdentity(token);
        }
    }
    private Bundle mirrorOwned(int uid) {
        long token = Binder.clearCallingIdentity();
        try {
            return Replies.success(mirror.pushFor(getContext(), uid));
        } finally {
            Binder.restoreCallingIdentity(token);
        }
    }
}
