package com.chairtime.core;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import java.security.SecureRandom;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.json.JSONObject;

public abstract class BaseToolProvider extends ContentProvider implements Keys {
    protected static final String TAG = "ChairTime";
    protected final Map<String, Integer> sessions = new ConcurrentHashMap<String, Integer>();
    protected final ExecutorService worker = Executors.newSingleThreadExecutor();
    protected final Random rng = new Random();
    protected final SecureRandom secureRng = new SecureRandom();

    @Override
    public boolean onCreate() {
        return true;
    }

    public SQLiteDatabase db() {
        return getContext().openOrCreateDatabase("chairtime.db", 0, null);
    }

    protected abstract boolean callerAllowed(int uid);

    protected abstract String toolsJson();

    protected abstract Bundle runTool(String name, JSONObject args, int uid) throws Exception;

    protected boolean sessionOk(String token, int uid) {
        return sessions.containsKey(token);
    }

    protected static Bundle error(String code, String message) {
        return new Reply.Builder().status("error").code(code).message(message).build();
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!callerAllowed(uid)) {
            return error("PERMISSION_DENIED", "Caller is not allowed");
        }
        if ("negotiate".equals(method)) {
            String token = Tokens.fromSecure(secureRng);
            sessions.put(token, uid);
            return new Reply.Builder().data("{\"session_token\":\"" + token + "\"}").build();
        }
        String session = extras.getString(SESSION_TOKEN);
        if (session == null || !sessionOk(session, uid)) {
            return error("NEGOTIATION_REQUIRED", "Negotiate a session first");
        }
        if ("list_tools".equals(method)) {
            return new Reply.Builder().data(toolsJson()).build();
        }
        if (!"execute_tool".equals(method)) {
            return error("METHOD_NOT_FOUND", "Unknown method");
        }
        if (extras.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return error("DEADLINE_EXCEEDED", "Deadline passed");
        }
        try {
            JSONObject args = new JSONObject(extras.getString("args"));
            String resume = extras.getString(RESUME_TOKEN);
            if (resume != null) {
                args.put(RESUME_TOKEN, resume);
            }
            return runTool(extras.getString("tool_name"), args, uid);
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return error("INTERNAL", "The tool failed");
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
