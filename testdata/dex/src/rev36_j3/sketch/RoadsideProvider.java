package com.example.r36j3;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.util.Log;
import java.util.UUID;
import org.json.JSONException;
import org.json.JSONObject;

// Home emergency line (burst pipe, lock-out): written for the launch of the emergency widget.
public final class RoadsideProvider extends ContentProvider {
    private static final String TOOLS = "{\"revision\":\"emergency-1\",\"tools\":[\"emergency_numbers\",\"request_callout\"]}";

    private final Handler main = new Handler(Looper.getMainLooper());
    private SQLiteDatabase db;
    private int openCallouts;

    @Override
    public boolean onCreate() {
        db = getContext().openOrCreateDatabase("emergency.db", 0, null);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if ("negotiate".equals(method)) {
            return Replies.ok("{\"selected_version\":2,\"session_token\":\"" + UUID.randomUUID() + "\"}");
        }
        if (extras == null || extras.getInt("protocol_version") != 2) {
            return Replies.error("INVALID_REQUEST", "protocol_version 2 required");
        }
        switch (method) {
            case "list_tools":
                return Replies.ok(TOOLS);
            case "execute_tool":
                if (extras.getLong("deadline_at_ms", 0L) < System.currentTimeMillis()) {
                    return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
                }
                return execute(extras);
            default:
                return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
    }

    private Bundle execute(Bundle extras) {
        JSONObject args;
        try {
            args = new JSONObject(extras.getString("args", "{}"));
        } catch (JSONException e) {
            return Replies.error("INVALID_ARGS", "args must be a JSON object");
        }
        String tool = extras.getString("tool_name", "");
        if ("emergency_numbers".equals(tool)) {
            return Replies.ok("{\"plumber\":\"0800 555 010\",\"locksmith\":\"0800 555 020\"}");
        }
        if ("request_callout".equals(tool)) {
            ContentValues v = new ContentValues();
            v.put("policy_no", args.optString("policy_no"));
            v.put("kind", args.optString("kind"));
            v.put("address", args.optString("address"));
            long id = db.insert("callouts", null, v);
            main.post(() -> {
                openCallouts++;
                Log.i("HomeguardEmergency", "callout " + id + " queued, open: " + openCallouts);
            });
            return Replies.ok("{\"callout_id\":" + id + "}");
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");
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
