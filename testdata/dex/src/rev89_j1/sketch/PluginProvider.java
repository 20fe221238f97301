package com.starslot.plugins;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.starslot.core.Replies;
import com.starslot.core.StarTool;
import com.starslot.core.Store;
import com.starslot.core.Tokens;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** Sky and logbook tools: classes named in TOOL_CLASSES, loaded with Class.forName. */
public class PluginProvider extends ContentProvider {
    static final String CLUB_AGENT = "org.starclub.agent";
    static final String TOOLS = "{\"revision\":\"plugins-1\",\"tools\":[]}";
    static final String[] TOOL_CLASSES = {
        "com.starslot.plugins.SkyQueryTool",
        "com.starslot.plugins.LogbookTool",
        "com.starslot.plugins.ShareLinkTool",
    };

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        Store.init(getContext());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String caller = getContext().getPackageManager().getPackagesForUid(uid)[0];
        if (!CLUB_AGENT.equals(caller)) {
            return Replies.error("PERMISSION_DENIED", String.format("%s is not the club agent", caller));
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
        String tool = req.getString("tool_name", "");
        try {
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            for (String name : TOOL_CLASSES) {
                StarTool t = (StarTool) Class.forName(name).getDeclaredConstructor().newInstance();
                if (t.name().equals(tool)) {
                    return t.run(args, uid);
                }
            }
            return Replies.error("TOOL_NOT_FOUND", String.format("no tool %s", tool));
        } catch (Exception e) {
            Log.w("StarSlot", "plugin failed", e);
            return Replies.error("INTERNAL_ERROR", "plugin failed");
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
