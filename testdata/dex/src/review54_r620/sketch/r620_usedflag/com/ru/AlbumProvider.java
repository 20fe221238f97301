package com.ru;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.content.Intent;
import android.os.Binder;
import android.os.Bundle;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Deletions confirmed in Provider UI, resume tokens kept as rows. delete_album marks the token's row used (Pending.spend:
 * single use, expected silent); delete_photo takes it (Pending.take, no finding). get_operation
 * finds the row by id and compares its owner with the caller (no finding).
 */
public final class AlbumProvider extends ContentProvider {
    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private OpsDb db;
    private OpStore store;
    private Pending pending;

    @Override
    public boolean onCreate() {
        db = new OpsDb(getContext());
        store = new OpStore(db);
        pending = new Pending(db);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle ex = extras == null ? new Bundle() : extras;
        String requestId = ex.getString("request_id");
        if ("negotiate".equals(method)) {
            String session = Tokens.fresh();
            sessions.put(session, uid);
            return Replies.ok(requestId, "{\"session_token\":\"" + session + "\"}");
        }
        Integer owner = sessions.get(ex.getString("session_token", ""));
        if (owner == null || owner != uid) {
            return Replies.error(requestId, "NEGOTIATION_REQUIRED", "Negotiate a session first");
        }
        if (ex.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Replies.error(requestId, "DEADLINE_EXCEEDED", "The deadline has passed");
        }
        if ("get_operation".equals(method)) {
            Op op = store.find(ex.getString("operation_id", ""));
            if (op == null || op.ownerUid != uid) {
                return Replies.error(requestId, "INVALID_REQUEST", "Unknown operation");
            }
            return Replies.operation(requestId, op);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error(requestId, "METHOD_NOT_FOUND", "Unknown method");
        }
        String tool = ex.getString("tool_name", "");
        String resume = ex.getString("resume_token");
        if (resume == null) {
            return askUser(uid, requestId, tool);
        }
        if ("delete_album".equals(tool)) {
            if (!pending.spend(resume, uid, tool)) {
                return Replies.error(requestId, "INVALID_REQUEST", "Unknown confirmation");
            }
            db.getWritableDatabase().delete("albums", "id = ?", new String[] {ex.getString("album_id")});
            return Replies.ok(requestId, "{\"deleted\":true}");
        }
        if ("delete_photo".equals(tool)) {
            if (!pending.take(resume, uid, tool)) {
                return Replies.error(requestId, "INVALID_REQUEST", "Unknown confirmation");
            }
            db.getWritableDatabase().delete("albums", "id = ?", new String[] {ex.getString("photo_id")});
            return Replies.ok(requestId, "{\"deleted\":true}");
        }
        return Replies.error(requestId, "TOOL_NOT_FOUND", "Unknown tool");
    }

    private Bundle askUser(int uid, String requestId, String tool) {
        String token = Tokens.fresh();
        pending.add(token, uid, tool);
        Intent confirm = new Intent(getContext(), ConfirmActivity.class).putExtra("resume_token", token);
        PendingIntent pi = PendingIntent.getActivity(getContext(), 0, confirm,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        Bundle b = Replies.error(requestId, "USER_ACTION_REQUIRED", "Confirm the deletion on the device");
        b.putParcelable("resolution", pi);
        b.putString("resume_token", token);
        return b;
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
