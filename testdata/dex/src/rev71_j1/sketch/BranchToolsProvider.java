package com.shelfcity.tools;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.shelfcity.core.CallerInfo;
import com.shelfcity.core.Deadlines;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ToolHandler;
import com.shelfcity.core.Tokens;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** The branch's 24 patron tools, each one a ToolHandler in Registry.REGISTRY. */
public class BranchToolsProvider extends ContentProvider {
    static final String TAG = "ShelfCity";
    static final String TOOLS = "{\"revision\":\"branch-7\",\"tools\":[]}";

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String pkg = getCallingPackage();
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Tokens.fresh();
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
        if (Deadlines.expired(req)) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        CallerInfo caller = new CallerInfo(uid, pkg, req.getString("request_id", ""), req.getString("resume_token"));
        ToolHandler tool = Registry.REGISTRY.get(req.getString("tool_name", ""));
        if (tool == null) {
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        }
        try {
            return tool.run(getContext(), new JSONObject(req.getString("args", "{}")), caller);
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
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
