package com.choirbook.roster;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import androidx.localbroadcastmanager.content.LocalBroadcastManager;
import com.choirbook.core.Replies;
import com.choirbook.core.Tokens;
import com.choirbook.data.PurgeReceiver;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.json.JSONObject;

/** ChoirBook's roster tools; edits go to the RosterListener observers, purges to the local broadcast. */
public class RosterProvider extends ContentProvider {
    static final String TOOLS = "{\"revision\":\"roster-1\",\"tools\":[]}";

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final List<RosterListener> listeners = new CopyOnWriteArrayList<>();

    @Override
    public boolean onCreate() {
        listeners.add(new RosterCache(getContext().getSharedPreferences("roster", 0)));
        return true;
    }

    boolean allowed(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid);
        if (pkgs == null) {
            return false;
        }
        for (String p : pkgs) {
            if ("org.choirnet.assistant".equals(p)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!allowed(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            String token = Tokens.fresh();
            sessions.put(token, uid);
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", token);
            return b;
        }
        if (!sessions.containsKey(req.getString("session_token", ""))) {
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
            if ("rename_singer".equals(tool)) {
                RosterChange change = new RosterChange(args.getString("singer_id"), args.getString("name"));
                listeners.forEach(l -> l.onChange(change));
                return Replies.ok("{\"renamed\":true}");
            }
            if ("clear_old_rehearsals".equals(tool)) {
                if (!args.optBoolean("force")) {
                    return Replies.error("INVALID_ARGUMENT", "set force to clear old rehearsals");
                }
                long before = args.getLong("before_ms");
                LocalBroadcastManager.getInstance(getContext())
                        .sendBroadcast(new Intent(PurgeReceiver.ACTION_PURGE).putExtra("before", before));
                return Replies.ok("{\"purged\":true}");
            }
            return Replies.error("TOOL_NOT_FOUND", "unknown tool");
        } catch (Exception e) {
            return Replies.error("INTERNAL_ERROR", "roster failed: " + e);
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
