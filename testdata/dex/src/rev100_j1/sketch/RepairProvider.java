package com.mendbook.repair;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import android.util.Log;
import com.mendbook.core.Replies;
import com.mendbook.core.SessionCache;
import com.mendbook.core.Tokens;
import java.util.concurrent.TimeUnit;
import org.json.JSONObject;

/** MendBook's repair-desk tools: discard, note and relabel jobs go to the WorkerThread's queue. */
public class RepairProvider extends ContentProvider {
    static final String TAG = "MendBook";
    static final String TOOLS = "{\"revision\":\"repair-1\",\"tools\":[]}";
    static final byte[] STAFF_CERT = Base64.decode("Xb3kQ8mT2wLr6Yc1vN9pJ4sA7eH0dG5uF2iK8oZ3qW0=", Base64.DEFAULT);

    private final SessionCache sessions = new SessionCache(64);
    private WorkerThread worker;

    @Override
    public boolean onCreate() {
        worker = new WorkerThread(getContext().openOrCreateDatabase("mendbook.db", 0, null));
        worker.start();
        try {
            worker.ready.await(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!getContext().getPackageManager().hasSigningCertificate(uid, STAFF_CERT, PackageManager.CERT_INPUT_SHA256)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Tokens.fresh();
            sessions.remember(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        if (sessions.lookup(req.getString("session_token", "")) == null) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            String tool = req.getString("tool_name", "");
            String book = args.getString("book_id");
            if ("discard_book".equals(tool)) {
                worker.queue.put(new DeleteJob(book, args.optBoolean("confirmed")));
            } else if ("add_note".equals(tool)) {
                worker.queue.put(new NoteJob(book, args.getString("text")));
            } else if ("relabel_book".equals(tool)) {
                worker.queue.offer(new LabelJob(book, args.getString("label")));
            } else {
                return Replies.error("TOOL_NOT_FOUND", "unknown tool");
            }
            if (req.getLong("deadline_at_ms", 0) <= System.currentTimeMillis()) {
                return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
            }
            return Replies.ok("{\"queued\":true}");
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the repair could not be queued");
        }
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
