package com.hk;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Destructive tools whose flags go through boolean hooks. purge_all asks askFirst, which answers !force: a
 * Consumer's force makes the tool refuse, and otherwise the purge runs only once the resume token is spent (no
 * finding at :49: the flag stands in for no confirmation). purge_old asks quietReply, which reads force too but only
 * picks the reply's wording (no finding). purge_unpinned runs its purge when quietReply answers true, with no token
 * at all: the Consumer's force is the confirmation (CETP614 at :82). purge_drafts refuses on force like purge_all
 * but spends the token without looking at the answer: the purge runs unconfirmed (CETP614 at :91). purge_now, in
 * call() beside purge_all's refusal on the same flag, purges when quietReply answers true (CETP614 at :67).
 */
public final class PurgeProvider extends ContentProvider {
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.hk/purge.db", null);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle out = new Bundle();
        if (extras == null || !"execute_tool".equals(method)) {
            return out;
        }
        JSONObject args;
        try {
            args = new JSONObject(extras.getString("args", "{}"));
        } catch (JSONException e) {
            return out;
        }
        String token = extras.getString("resume_token");
        if ("purge_all".equals(extras.getString("tool_name"))) {
            if (!askFirst(args)) {
                out.putString("error_code", "INVALID_ARGUMENT");
                return out;
            }
            if (!spend(token, uid)) {
                out.putString("error_code", "USER_ACTION_REQUIRED");
                return out;
            }
            db.delete("items", null, null);
            return out;
        }
        if ("purge_unpinned".equals(extras.getString("tool_name"))) {
            return purgeUnpinned(args, out);
        }
        if ("purge_drafts".equals(extras.getString("tool_name"))) {
            return purgeDrafts(args, token, uid, out);
        }
        if ("purge_now".equals(extras.getString("tool_name"))) {
            if (quietReply(args)) {
                db.delete("items", "pinned = 0", null);
            }
            return out;
        }
        if (!spend(token, uid)) {
            out.putString("error_code", "USER_ACTION_REQUIRED");
            return out;
        }
        db.delete("items", "age > 30", null);
        out.putString("result_json", quietReply(args) ? "{}" : "{\"purged\":\"old items\"}");
        return out;
    }

    private Bundle purgeUnpinned(JSONObject args, Bundle out) {
        if (quietReply(args)) {
            db.delete("items", "pinned = 0", null);
            return out;
        }
        out.putString("error_code", "USER_ACTION_REQUIRED");
        return out;
    }

    private Bundle purgeDrafts(JSONObject args, String token, int uid, Bundle out) {
        if (!askFirst(args)) {
            out.putString("error_code", "INVALID_ARGUMENT");
            return out;
        }
        spend(token, uid);
        db.delete("drafts", null, null);
        return out;
    }

    /** Whether the user must confirm: installers pass force to skip it. */
    boolean askFirst(JSONObject args) {
        return !args.optBoolean("force", false);
    }

    /** Whether to leave the summary out of the reply. */
    boolean quietReply(JSONObject args) {
        return args.optBoolean("force", false);
    }

    private boolean spend(String token, int uid) {
        Integer owner = token == null ? null : pending.remove(token);
        return owner != null && owner == uid;
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
