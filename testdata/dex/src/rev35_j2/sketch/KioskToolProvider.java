package com.example.r35j2;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import org.json.JSONException;
import org.json.JSONObject;

// Hotdesk lobby kiosk: badges, lockers and the guest wifi code for the front-desk tablet.
public final class KioskToolProvider extends ContentProvider {
    private static final Set<String> FRONT_DESK = new HashSet<>(Arrays.asList(
            "com.example.r35j2.frontdesk", "com.hotdesk.lobby"));
    private static final String TOOLS = "{\"revision\":\"kiosk-2\",\"tools\":[\"guest_wifi\",\"print_badge\",\"open_locker\"]}";

    private Store store;

    @Override
    public boolean onCreate() {
        store = new Store(getContext().openOrCreateDatabase("kiosk.db", 0, null));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        String caller = callerPackage();
        if (caller == null || !FRONT_DESK.contains(caller)) {
            return Replies.error("PERMISSION_DENIED", "front desk apps only");
        }
        switch (method) {
            case "negotiate":
                return Replies.ok("{\"selected_version\":2,\"session_token\":\"" + UUID.randomUUID() + "\"}");
            case "list_tools":
                return Replies.ok(TOOLS);
            case "execute_tool":
                return execute(extras.getString("tool_name", ""), parse(extras.getString("args")), caller);
            default:
                return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
    }

    private String callerPackage() {
        String[] packages = getContext().getPackageManager().getPackagesForUid(Binder.getCallingUid());
        return packages == null || packages.length == 0 ? null : packages[0];
    }

    private static JSONObject parse(String json) {
        try {
            return new JSONObject(json == null ? "{}" : json);
        } catch (JSONException e) {
            return new JSONObject();
        }
    }

    private Bundle execute(String tool, JSONObject args, String caller) {
        switch (tool) {
            case "guest_wifi":
                return Replies.ok(store.rows("SELECT ssid, code, valid_until FROM wifi_codes WHERE day = date('now')"));
            case "print_badge":
                store.exec("INSERT INTO badge_jobs(guest, host, printed_by) VALUES (?, ?, ?)",
                        args.optString("guest_name"), args.optString("host"), caller);
                return Replies.ok("{\"queued\":true}");
            case "open_locker":
                store.exec("UPDATE lockers SET open_until = strftime('%s','now') + 60, opened_by = ? WHERE locker = ?",
                        caller, args.optInt("locker"));
                return Replies.ok("{\"opened\":true}");
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool");
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
