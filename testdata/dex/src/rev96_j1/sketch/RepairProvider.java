package com.lendshed.repair;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.HandlerThread;
import android.os.Message;
import android.os.Messenger;
import android.util.Log;
import com.lendshed.core.Replies;
import com.lendshed.core.Tokens;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONObject;

/** LendShed's repair bench: notes go to a worker Handler, quotes run on an executor. */
public class RepairProvider extends ContentProvider {
    static final String AGENT = "org.lendshed.agent";
    static final String TAG = "RepairProvider";
    static final String TOOLS = "{\"revision\":\"repair-1\",\"tools\":[]}";

    final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    final Map<String, Integer> pending = new ConcurrentHashMap<>();
    final Random random = new Random();
    final ExecutorService pool = Executors.newFixedThreadPool(2);
    SQLiteDatabase db;
    Messenger messenger;

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("repairs.db", 0, null);
        HandlerThread worker = new HandlerThread("repair-bench");
        worker.start();
        messenger = new Messenger(new BenchHandler(worker.getLooper(), db));
        return true;
    }

    boolean allowed(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        return pkgs != null && AGENT.equals(pkgs[0]);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!allowed(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Long.toHexString(random.nextLong());
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        Integer owner = sessions.get(req.getString("session_token", ""));
        if (owner == null || owner != uid) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "too late");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            String tool = req.getString("tool_name", "");
            int toolId = args.optInt("tool_id");
            if ("log_repair".equals(tool)) {
                Bundle data = new Bundle();
                data.putString("note", args.optString("note"));
                messenger.send(Message.obtain(null, BenchHandler.WHAT_LOG, toolId, 0, data));
                return Replies.ok("{\"logged\":\"queued\"}");
            }
            if ("tag_repair".equals(tool)) {
                Bundle data = new Bundle();
                data.putString("tag", args.optString("tag"));
                messenger.send(Message.obtain(null, BenchHandler.WHAT_TAG, toolId, 0, data));
                return Replies.ok("{\"tagged\":\"queued\"}");
            }
            if ("quote_repair".equals(tool)) {
                return CompletableFuture.supplyAsync(() -> Replies.ok(quote(toolId)), pool)
                        .exceptionally(t -> Replies.error("INTERNAL_ERROR", t.getMessage()))
                        .join();
            }
            if ("schedule_repair".equals(tool)) {
                return CompletableFuture.supplyAsync(() -> schedule(toolId), pool)
                        .handle((v, t) -> {
                            if (t != null) {
                                Log.w(TAG, "schedule failed", t);
                                return Replies.error("INTERNAL_ERROR", "could not schedule the repair");
                            }
                            return Replies.ok(v);
                        })
                        .join();
            }
            if ("purge_history".equals(tool)) {
                String resume = req.getString("resume_token");
                if (resume == null || pending.get(resume) == null) {
                    String token = Tokens.fresh();
                    pending.put(token, uid);
                    return Replies.needsUser(purgeScreen(toolId), token);
                }
                messenger.send(Message.obtain(null, BenchHandler.WHAT_PURGE, toolId, 0, null));
                return Replies.ok("{\"purged\":\"queued\"}");
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (Exception e) {
            Log.w(TAG, "execute_tool failed", e);
            return Replies.error("INTERNAL_ERROR", "repair tool failed");
        }
    }

    String quote(int toolId) {
        Cursor c = db.rawQuery("SELECT price FROM parts WHERE tool_id = ?", new String[] {String.valueOf(toolId)});
        try {
            if (!c.moveToFirst()) {
                throw new IllegalStateException("no parts for tool " + toolId + " in repairs.db/parts");
            }
            return "{\"price\":" + c.getInt(0) + "}";
        } finally {
            c.close();
        }
    }

    String schedule(int toolId) {
        db.execSQL("INSERT INTO schedule(tool_id) VALUES(?)", new Object[] {toolId});
        return "{\"scheduled\":" + toolId + "}";
    }

    PendingIntent purgeScreen(int toolId) {
        Intent i = new Intent("com.lendshed.action.CONFIRM_PURGE");
        i.setPackage("com.lendshed");
        i.putExtra("tool_id", toolId);
        return PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_UPDATE_CURRENT);
    }

    @Override
    public Cursor query(Uri uri, String[] projection, String selection, String[] selectionArgs, String sortOrder) {
        return null;
    }

    @Override
    public String getType(Uri uri) {
        return null;
    }

    @Override
    public Uri insert(Uri uri, ContentValues values) {
        return null;
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        return 0;
    }

    @Override
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
