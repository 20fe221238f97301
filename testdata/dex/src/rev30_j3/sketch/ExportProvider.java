package com.example.r30j3;

import android.content.ContentProvider;
import android.os.Binder;
import android.os.Bundle;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

public class ExportProvider extends ContentProvider {
    private final ExecutorService io = Executors.newFixedThreadPool(2);
    private final SplittableRandom ids = new SplittableRandom();
    private OpStore ops;
    @Override public boolean onCreate() {
        ops = new OpStore(getContext());
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
        if ("export_photos".equals(tool)) return exportPhotos();
        if ("export_notes".equals(tool)) return exportNotes(uid);
        if ("export_status".equals(tool)) return status(extras.getString("operation_id"));
        if ("cancel_export".equals(tool)) return cancel(extras.getString("operation_id"), uid);
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
    }
    private Bundle exportPhotos() {
        String id = Long.toHexString(ids.nextLong());                           // TP CETP613 (SplittableRandom)
        ops.open(id, Binder.getCallingUid());
        CompletableFuture.supplyAsync(() -> render("photos"), io)
                .thenAccept(json -> ops.finish(id, json));
        return accepted(id);
    }
    private Bundle exportNotes(int uid) {
        String id = UUID.randomUUID().toString();                               // NM CETP613
        ops.open(id, uid);
        CompletableFuture.supplyAsync(() -> renderFor("notes", uid), io)        // NM CETP603
                .thenAccept(json -> ops.finish(id, json));
        return accepted(id);
    }
    private Bundle status(String opId) {
        OpStore.Op op = ops.get(opId);                                          // TP CETP620 (no owner check)
        if (op == null) return Replies.error("INVALID_REQUEST", "unknown operation");
        return Replies.success(op.toJson());
    }
    private Bundle cancel(String opId, int uid) {
        OpStore.Op op = ops.get(opId);
        if (op == null || op.uid != uid) return Replies.error("INVALID_REQUEST", "unknown operation");
        ops.cancel(opId);
        return Replies.success("{\"state\":\"cancellation_requested\"}");
    }
    private String render(String kind) { return renderFor(kind, stamp()); }
    private int stamp() { return Binder.getCallingUid(); }                      // TP CETP603 (from the supplyAsync lambda)
    private static String renderFor(String kind, int owner) {
        return "{\"kind\":\"" + kind + "\",\"owner\":" + owner + "}";
    }
    private static Bundle accepted(String id) {
        Bundle b = Replies.success("{\"operation_id\":\"" + id + "\",\"poll_after_ms\":1000}");
        b.putString("status", "accepted");
        b.putString("operation_id", id);
        return b;
    }
}
