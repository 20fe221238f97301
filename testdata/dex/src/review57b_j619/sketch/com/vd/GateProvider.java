package com.vd;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.*;
import org.json.JSONException;
import org.json.JSONObject;

public final class GateProvider extends ContentProvider {
    private final Map<String, Tool> tools = new HashMap<>();
    private final Set<String> approvedTokens = new HashSet<>();
    private SQLiteDatabase db;
    // j619: execute_tool's "cancel_order" tool is implemented by a method named cancelOperation that deletes; no deadline read.
    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.vd/gate.db", null);
        tools.put("cancel_order", new Tool() {
            @Override
            public Bundle run(JSONObject args, String resumeToken) {
                return cancelOperation(args);
            }
        });
        return true;
    }
    private Bundle cancelOperation(JSONObject args) {
        db.delete("orders", "id = ?", new String[] {args.optString("order_id")});
        return status("ok");
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (extras == null || Binder.getCallingUid() != 10234 || !"execute_tool".equals(method)) {
            return new Bundle();
        }
        Tool tool = tools.get(extras.getString("tool_name", ""));
        if (tool == null) {
            return status("INVALID_ARGUMENT");
        }
        try {
            return tool.run(new JSONObject(extras.getString("args", "{}")), extras.getString("resume_token"));
        } catch (JSONException e) {
            return status("INVALID_ARGUMENT");
        }
    }
    private static Bundle status(String code) {
        Bundle out = new Bundle();
        out.putString("error_code", code);
        return out;
    }
    @Override public Cursor query(Uri uri, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri uri) { return null; }
    @Override public Uri insert(Uri uri, ContentValues values) { return null; }
    @Override public int delete(Uri uri, String s, String[] a) { return 0; }
    @Override public int update(Uri uri, ContentValues v, String s, String[] a) { return 0; }
}
