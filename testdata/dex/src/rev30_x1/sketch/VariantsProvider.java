package com.example.r30x;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class VariantsProvider extends ContentProvider {
    private final Map<String, Integer> grants = new ConcurrentHashMap<>();
    private final ExecutorService pool = Executors.newFixedThreadPool(2);
    private final ExecutorService hooked = new HookedPool();
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!Callers.trusted(getContext(), uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed");
        if ("negotiate".equals(method)) return Replies.success(Sessions.open(uid));
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        if (!"execute_tool".equals(method)) return Replies.error("METHOD_NOT_FOUND", "unknown method");
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis()) return Replies.error("TIMEOUT", "deadline passed");

        String tool = extras.getString("tool_name");
        if ("redeem".equals(tool)) return redeem(extras.getString("resume_token"));            // TP CETP620 at grants.remove :46
        if ("redeem_own".equals(tool)) return redeemOwn(extras.getString("resume_token"), uid); // NM CETP620 (:51)
        if ("first_owner".equals(tool)) return Replies.success(Pkgs.copyFirst(getContext(), uid)); // TP CETP604 Pkgs.java:12
        if ("any_owner".equals(tool)) return Replies.success(Pkgs.anyOf(Pkgs.all(getContext(), uid))); // TP CETP604 here (:33)
        if ("probe".equals(tool)) return probe(uid);                                          // TP CETP603 :57, NM :58
        if ("flush".equals(tool)) { hooked.execute(Replies::noop); return Replies.success("{}"); } // TP CETP603 HookedPool.java:13
        if ("confirm_wipe".equals(tool)) return Replies.needsAction(PendingIntent.getActivity(getContext(), 1, new Intent(getContext(), WipeActivity.class), PendingIntent.FLAG_IMMUTABLE)); // TP CETP623 :36
        if ("confirm_sync".equals(tool)) return Replies.needsAction(PendingIntent.getActivity(getContext(), 2, new Intent(getContext(), ConfirmActivity.class), PendingIntent.FLAG_IMMUTABLE)); // NM CETP623 :37
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
    }
    @Override public boolean onCreate() { return true; }
    void grant(String token, int owner) { grants.put(token, owner); }
    // The resume token is spent (removed) but its stored owner is never
    // compared with the caller: the session check in call() binds the
    // session, not this token.
    private Bundle redeem(String token) {
        Integer owner = grants.remove(token);
        if (owner == null) return Replies.error("INVALID_REQUEST", "stale resume token");
        return Replies.success("{}");
    }
    private Bundle redeemOwn(String token, int uid) {
        Integer owner = grants.remove(token);
        if (owner == null || owner != uid) return Replies.error("INVALID_REQUEST", "stale resume token");
        return Replies.success("{}");
    }
    private Bundle probe(int uid) {
        List<Callable<Integer>> tasks = new ArrayList<>();
        tasks.add(() -> Binder.getCallingUid());
        tasks.add(() -> uid);
        try {
            return Replies.success("{\"uid\":" + pool.invokeAny(tasks) + "}");
        } catch (InterruptedException | ExecutionException e) {
            return Replies.error("INTERNAL_ERROR", "probe failed");
        }
    }
}
