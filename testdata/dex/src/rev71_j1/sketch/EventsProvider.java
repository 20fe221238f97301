package com.shelfcity.events;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.shelfcity.core.Deadlines;
import com.shelfcity.core.Replies;
import com.shelfcity.core.ShelfDb;
import com.shelfcity.core.Tokens;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** Story time, book clubs and workshops at the branches. */
public class EventsProvider extends ContentProvider {
    static final String TAG = "ShelfCity";
    static final String TOOLS = "{\"revision\":\"events-3\",\"tools\":[]}";

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Tokens.fresh();
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
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
        String tool = req.getString("tool_name", "");
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            if ("list_events".equals(tool)) {
                return Replies.count(ShelfDb.open(getContext()).rawQuery("SELECT id, title FROM events WHERE branch = ?",
                        new String[] {args.optString("branch", "central")}));
            }
            if ("register_event".equals(tool)) {
                ShelfDb.open(getContext()).execSQL("INSERT INTO signups(event, uid) VALUES (?, ?)",
                        new Object[] {args.getString("event_id"), uid});
                return Replies.ok("{\"registered\":true}");
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
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
