package com.choirnote.section;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.choirnote.core.Replies;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** ChoirNote's section tools: dropping a singer from a section's roster. */
public class SectionProvider extends ContentProvider {
    static final String TAG = "ChoirNote";
    static final String ACTION_DROP = "com.choirnote.action.DROP_SINGER";
    static final String TOOLS = "{\"revision\":\"section-1\",\"tools\":[]}";

    final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    final Random rng = new Random();

    @Override
    public boolean onCreate() {
        return true;
    }

    boolean trusted(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        return pkgs != null && "org.choir.assistant".equals(pkgs[0]);
    }

    Intent drop(String singer, boolean confirmed) {
        return new Intent(ACTION_DROP).setPackage(getContext().getPackageName())
                .putExtra("singer", singer).putExtra("confirmed", confirmed);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Long.toHexString(rng.nextLong());
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
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            String tool = req.getString("tool_name", "");
            if (!"drop_singer".equals(tool)) {
                return Replies.error("TOOL_NOT_FOUND", "unknown tool");
            }
            getContext().sendBroadcast(drop(args.getString("singer"), args.optBoolean("confirmed")));
            if (req.getLong("deadline_at_ms", 0) <= System.currentTimeMillis()) {
                return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
            }
            return Replies.ok("{\"dropped\":true}");
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "section tool failed: " + e.getMessage());
        }
    }

    @Override
    public int delete(Uri uri, String selection, String[] selectionArgs) {
        getContext().sendBroadcast(drop(uri.getLastPathSegment(), true));
        return 1;
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
    public int update(Uri uri, ContentValues values, String selection, String[] selectionArgs) {
        return 0;
    }
}
