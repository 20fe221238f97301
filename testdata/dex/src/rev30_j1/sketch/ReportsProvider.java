package com.example.r30j1;

import android.content.ContentProvider;
import android.os.Binder;
import android.os.Bundle;
import java.util.ArrayList;
import java.util.List;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
public class ReportsProvider extends ContentProvider {
    private static final String[] SOURCES = {"news", "blogs", "podcasts"};
    private final Timer timer = new Timer("reports", true);
    private final ExecutorService scanners = Executors.newCachedThreadPool();
    private final Audit audit = new Audit();
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Callers.trusted(getContext(), uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed");
        if ("negotiate".equals(method)) return Replies.success(Sessions.open(uid));
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        if (!"execute_tool".equals(method)) return Replies.error("METHOD_NOT_FOUND", "unknown method");
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed");

        String tool = extras.getString("tool_name");
        if ("refresh_feed".equals(tool)) return refreshFeed();
        if ("refresh_inbox".equals(tool)) return refreshInbox(uid);
        if ("scan_sources".equals(tool)) return scanSources();
        if ("scan_mirrors".equals(tool)) return scanMirrors(getCallingPackage());
        if ("compact_store".equals(tool)) return compact();
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
    }
    @Override public boolean onCreate() { return true; }
    private Bundle refreshFeed() {
        timer.schedule(new TimerTask() {
            @Override public void run() {
                audit.record("feed", Binder.getCallingUid());          // TP CETP603 (TimerTask on the Timer thread)
            }
        }, 500L);
        return Replies.success("{}");
    }
    private Bundle refreshInbox(final int uid) {
        timer.schedule(new TimerTask() {
            @Override public void run() {
                audit.record("inbox", uid);                            // NM CETP603 (uid read in call())
            }
        }, 500L);
        return Replies.success("{}");
    }
    private Bundle scanSources() {
        List<Callable<String>> jobs = new ArrayList<>();
        for (final String src : SOURCES) {
            jobs.add(new Callable<String>() {
                @Override public String call() {
                    return src + " for " + getCallingPackage();        // TP CETP603 (invokeAll runs it on a pool thread)
                }
            });
        }
        return collect(jobs);
    }
    private Bundle scanMirrors(final String caller) {
        List<Callable<String>> jobs = new ArrayList<>();
        for (final String src : SOURCES) {
            jobs.add(new Callable<String>() {
                @Override public String call() {
                    return src + " for " + caller;                     // NM CETP603 (package read in call())
                }
            });
        }
        return collect(jobs);
    }
    private Bundle compact() {
        pool.execute(audit::flush);
        return Replies.success("{}");
    }
    private Bundle collect(List<Callable<String>> jobs) {
        StringBuilder out = new StringBuilder();
        try {
            for (Future<String> f : scanners.invokeAll(jobs)) {
                out.append(f.get()).append('\n');
            }
        } catch (InterruptedException | ExecutionException e) {
            return Replies.error("INTERNAL_ERROR", "scan interrupted");
        }
        return Replies.success("{\"lines\":" + out.length() + "}");
    }
    private final TaggedPool pool = new TaggedPool(audit);
}
