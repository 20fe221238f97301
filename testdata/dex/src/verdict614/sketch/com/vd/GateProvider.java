package com.vd;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Java 8 style: each tool is an anonymous class calling a private verdict check through javac's access$ accessors.
 * purge_logs: verdict() answers APPROVED when the request's "approved" is set, before any resume token is checked;
 * the tool deletes when the answer is APPROVED (CETP614 at :38). archive_logs: the same hand-over, but the request's
 * "skip_prompt" only makes softVerdict() answer DENIED (the flag can only refuse: no finding).
 */
public final class GateProvider extends ContentProvider {
    private final Map<String, Tool> tools = new HashMap<>();
    private final Set<String> approvedTokens = new HashSet<>();
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.vd/gate.db", null);
        tools.put("purge_logs", new Tool() {
            @Override
            public Bundle run(JSONObject args, String resumeToken) {
                int answer = verdict(args, resumeToken);
                if (answer == Verdicts.DENIED) {
                    return status("USER_CANCELLED");
                }
                if (answer != Verdicts.APPROVED) {
                    return status("USER_ACTION_REQUIRED");
                }
                db.delete("logs", null, null);
                return status("ok");
            }
        });
        tools.put("archive_logs", new Tool() {
            @Override
            public Bundle run(JSONObject args, String resumeToken) {
                int answer = softVerdict(args, resumeToken);
                if (answer == Verdicts.DENIED) {
                    return status("USER_CANCELLED");
                }
                if (answer != Verdicts.APPROVED) {
                    return status("USER_ACTION_REQUIRED");
                }
                db.delete("archive", null, null);
                return status("ok");
            }
        });
        return true;
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

    /** The user's decision: the request's "approved" stands in for it. */
    private int verdict(JSONObject args, String resumeToken) {
        if (args.optBoolean("approved", false)) {
            return Verdicts.APPROVED;
        }
        if (resumeToken == null) {
            return Verdicts.ASK;
        }
        return approvedTokens.remove(resumeToken) ? Verdicts.APPROVED : Verdicts.DENIED;
    }

    /** The same check where the request's "skip_prompt" can only refuse. */
    private int softVerdict(JSONObject args, String resumeToken) {
        if (args.optBoolean("skip_prompt", false)) {
            return Verdicts.DENIED;
        }
        if (resumeToken == null) {
            return Verdicts.ASK;
        }
        return approvedTokens.remove(resumeToken) ? Verdicts.APPROVED : Verdicts.DENIED;
    }

    private static Bundle status(String code) {
        Bundle out = new Bundle();
        out.putString("error_code", code);
        return out;
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
