package com.example.r36j2;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.json.JSONException;
import org.json.JSONObject;

// Front-desk tablet tools: check members in, count who is in the club.
public final class FrontDeskProvider extends ContentProvider {
    private static final Set<String> DESK_APPS = new HashSet<>(Arrays.asList("com.fitloop.frontdesk", "com.fitloop.kiosk"));
    private static final String TOOLS = "{\"revision\":\"desk-3\",\"tools\":[\"check_in_member\",\"club_occupancy\"]}";

    private final Map<String, Integer> sessions = new ConcurrentHashMap<>();
    private final AtomicInteger occupancy = new AtomicInteger();
    private Ledger ledger;

    @Override
    public boolean onCreate() {
        ledger = new Ledger(getContext());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        String desk = deskApp(uid);
        if (desk == null) {
            return Replies.error("PERMISSION_DENIED", "front desk apps only");
        }
        if ("negotiate".equals(method)) {
            String token = UUID.randomUUID().toString();
            sessions.put(token, uid);
            return Replies.ok("{\"selected_version\":2,\"session_token\":\"" + token + "\"}");
        }
        Envelope env = new Envelope(extras);
        if (!env.isV2() || !Integer.valueOf(uid).equals(sessions.get(env.session()))) {
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate again");
        }
        if ("list_tools".equals(method)) {
            return Replies.ok(TOOLS);
        }
        if (!"execute_tool".equals(method)) {
            return Replies.error("METHOD_NOT_FOUND", "unknown method");
        }
        JSONObject args;
        try {
            args = new JSONObject(env.args());
        } catch (JSONException e) {
            return Replies.error("INVALID_ARGS", "args must be a JSON object");
        }
        switch (env.tool()) {
            case "check_in_member":
                ledger.checkIn(args.optString("member_id"), desk);
                occupancy.incrementAndGet();
                return Replies.ok("{\"checked_in\":true}");
            case "club_occupancy":
                return Replies.ok("{\"in_club\":" + occupancy.get() + "}");
            default:
                return Replies.error("TOOL_NOT_FOUND", "no such tool");
        }
    }

    private String deskApp(int uid) {
        String[] packages = getContext().getPackageManager().getPackagesForUid(uid);
        if (packages == null) {
            return null;
        }
        String first = packages[0];
        return DESK_APPS.contains(first) ? first : null;
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
