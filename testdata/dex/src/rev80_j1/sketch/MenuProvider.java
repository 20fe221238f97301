package com.lunchline.menu;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.content.pm.PackageManager;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Log;
import com.lunchline.bus.CommandBus;
import com.lunchline.bus.MenuModule;
import com.lunchline.core.Replies;
import com.lunchline.core.Tokens;
import com.lunchline.data.LunchStore;
import com.lunchline.ui.ConfirmActivity;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONObject;

/** LunchLine's menu and favourites tools, through the same kind of command bus. */
public class MenuProvider extends ContentProvider {
    static final String TAG = "LunchLine";
    static final String TOOLS = "{\"revision\":\"menu-2\",\"tools\":[]}";

    private final Map<String, Integer> pending = new ConcurrentHashMap<>();
    private final CommandBus bus = new CommandBus();

    @Override
    public boolean onCreate() {
        MenuModule.register(bus, LunchStore.open(getContext()));
        return true;
    }

    boolean trusted(int uid) {
        PackageManager pm = getContext().getPackageManager();
        String[] pkgs = pm.getPackagesForUid(uid);
        if (pkgs == null || pkgs.length != 1) {
            return false;
        }
        for (String p : pkgs) {
            if (pm.checkSignatures("com.lunchline", p) != PackageManager.SIGNATURE_MATCH) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        if (!trusted(uid)) {
            return Replies.error("PERMISSION_DENIED", "caller not allowed");
        }
        Bundle req = extras != null ? extras : new Bundle();
        if ("negotiate".equals(method)) {
            Bundle b = Replies.ok("{\"selected_version\":2}");
            b.putString("session_token", Tokens.fresh());
            return b;
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) {
            return Replies.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        try {
            String tool = req.getString("tool_name", "");
            if ("remove_favorite".equals(tool)) {
                String resume = req.getString("resume_token");
                Integer who = resume != null ? pending.remove(resume) : null;
                if (who == null || who != uid) {
                    String token = Tokens.fresh();
                    pending.put(token, uid);
                    return Replies.needsUser(confirmScreen(), token);
                }
            }
            JSONObject args = new JSONObject(req.getString("args", "{}"));
            String env = new JSONObject().put("method", tool).put("params", args).put("caller", uid).toString();
            return Replies.fromReply(new JSONObject(bus.dispatch(env)));
        } catch (Exception e) {
            Log.w(TAG, "tool failed", e);
            return Replies.error("INTERNAL_ERROR", "the tool could not run");
        }
    }

    PendingIntent confirmScreen() {
        Intent i = new Intent(getContext(), ConfirmActivity.class);
        return PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_MUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
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
