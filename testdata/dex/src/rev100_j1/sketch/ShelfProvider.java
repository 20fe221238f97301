package com.mendbook.shelf;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import android.util.Log;
import com.mendbook.core.Replies;
import com.mendbook.core.SessionCache;
import com.mendbook.core.Tokens;
import com.mendbook.ui.ConfirmActivity;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.json.JSONObject;

/** MendBook's shelf tools: holds run on a scheduler, withdrawals on the AuditPool. */
public class ShelfProvider extends ContentProvider {
    static final String TAG = "MendBook";
    static final String TOOLS = "{\"revision\":\"shelf-1\",\"tools\":[]}";
    static final byte[] STAFF_CERT = Base64.decode("Xb3kQ8mT2wLr6Yc1vN9pJ4sA7eH0dG5uF2iK8oZ3qW0=", Base64.DEFAULT);

    private final SessionCache sessions = new SessionCache(64);
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private SQLiteDatabase db;
    private AuditPool pool;
    private ScheduledExecutorService timer;

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("mendbook.db", 0, null);
        pool = new AuditPool(db);
        timer = Executors.newSingleThreadScheduledExecutor();
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
        Integer owner = sessions.lookup(req.getString("session_token", ""));
        if (owner == null || owner != uid) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (req.getLong("deadline_at_ms", 0) <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            String tool = req.getString("tool_name", "");
            String book = args.getString("book_id");
            if ("withdraw_book".equals(tool)) {
                return withdraw(book, uid, args, req.getString("resume_token"));
            }
            if ("hold_book".equals(tool)) {
                Future<String> f = timer.schedule(new ShelfTask(db, "held", book, uid), 5, TimeUnit.SECONDS);
                return Replies.ok("{\"state\":\"" + f.get(10, TimeUnit.SECONDS) + "\"}");
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (TimeoutException e) {
            return Replies.error("INTERNAL_ERROR", "hold timed out: " + e.getMessage());
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the shelf tool could not run");
        }
    }

    Bundle withdraw(String book, int uid, JSONObject args, String resume) throws Exception {
        if (args.optBoolean("confirmed")) {
            Log.i(TAG, "consumer says confirmed; asking the librarian anyway");
        }
        Integer who = resume != null ? pending.remove(resume) : null;
        if (who == null || who != uid) {
            String token = Long.toHexString(System.nanoTime());
            pending.put(token, uid);
            return Replies.needsUser(confirmScreen(book), token);
        }
        pool.submit(new ShelfTask(db, "withdrawn", book, uid)).get(5, TimeUnit.SECONDS);
        return Replies.ok("{\"state\":\"withdrawn\"}");
    }

    PendingIntent confirmScreen(String book) {
        Intent i = new Intent(getContext(), ConfirmActivity.class);
        i.putExtra("book_id", book);
        return PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
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
