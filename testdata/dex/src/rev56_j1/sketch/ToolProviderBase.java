package com.drillshare.core;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Context;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** DrillShare's own little tool framework: sessions, dispatch to @Tool methods, caller scope. */
public abstract class ToolProviderBase extends ContentProvider implements CallerScope {
    static final String TAG = "DrillShare";
    static final Set<String> TRUSTED = new HashSet<>(Arrays.asList("com.clawseed.agent", "com.drillshare.kiosk"));
    protected static final Map<String, Integer> RESUME = new ConcurrentHashMap<>();
    private static final ThreadLocal<Boolean> RESUMED = new ThreadLocal<>();

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final Object toolsLock = new Object();
    private Map<String, Method> tools;

    protected abstract String toolsJson();

    /** The hottest tools skip reflection; null means "not a fast tool". */
    protected Bundle fastPath(String name, Context ctx, JSONObject args) throws Exception {
        return null;
    }

    protected static boolean resumed() {
        return Boolean.TRUE.equals(RESUMED.get());
    }

    /** The package to record for a borrower. */
    protected String callerPackage(int uid) {
        return getContext().getPackageManager().getPackagesForUid(uid)[0];
    }

    private Map<String, Method> tools() {
        synchronized (toolsLock) {
            if (tools == null) {
                Map<String, Method> found = new HashMap<>();
                for (Method m : getClass().getDeclaredMethods()) {
                    if (m.isAnnotationPresent(Tool.class)) {
                        found.put(m.getAnnotation(Tool.class).name(), m);
                    }
                }
                tools = found;
            }
            return tools;
        }
    }

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        if (pkgs == null || pkgs.length == 0) {
            return Replies.error("PERMISSION_DENIED", "unknown caller");
        }
        for (String p : pkgs) {
            if (!TRUSTED.contains(p)) {
                return Replies.error("PERMISSION_DENIED", "not a DrillShare partner");
            }
        }
        CURRENT.set(uid);
        try {
            return dispatch(method, extras != null ? extras : new Bundle(), uid);
        } finally {
            CURRENT.remove();
            RESUMED.remove();
        }
    }

    private Bundle dispatch(String method, Bundle req, int uid) {
        if ("negotiate".equals(method)) {
            String token = Tokens.fresh();
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        if (!sameCaller(sessions.get(req.getString("session_token", "")))) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(toolsJson());
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (req.getLong("deadline_at_ms") <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        String name = req.getString("tool_name", "");
        String resume = req.getString("resume_token");
        RESUMED.set(resume != null && sameCaller(RESUME.remove(resume)));
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            Bundle fast = fastPath(name, getContext(), args);
            if (fast != null) {
                return fast;
            }
            Method m = tools().get(name);
            if (m == null) {
                return Replies.error("TOOL_NOT_FOUND", "unknown tool");
            }
            return (Bundle) m.invoke(this, getContext(), args);
        } catch (InvocationTargetException e) {
            return Replies.error("TOOL_FAILED", "tool failed: " + e.getCause());
        } catch (Exception e) {
            Log.w(TAG, "dispatch failed", e);
            return Replies.error("INTERNAL", "the tool could not run");
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
