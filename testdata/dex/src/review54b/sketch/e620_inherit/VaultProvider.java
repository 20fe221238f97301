package com.eq;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Sessions and confirmations keyed by objects built from the token and the caller's UID. Sessions: SessionKey's
 * equals compares both (no finding). Confirmations: Ticket's equals compares the token only, so the UID in the key
 * binds nothing (CETP620 at confirm :44).
 */
public final class VaultProvider extends ContentProvider {
    private final Map<SessionKey, Long> sessions = new ConcurrentHashMap<>();
    private final Map<Ticket, String> tickets = new ConcurrentHashMap<>();

    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle out = new Bundle();
        if (extras == null || sessions.get(new SessionKey(extras.getString("session_token", ""), uid)) == null) {
            out.putString("error_code", "NEGOTIATION_REQUIRED");
            return out;
        }
        if ("execute_tool".equals(method)) {
            out.putString("result_json", confirm(extras.getString("resume_token"), uid));
        }
        return out;
    }

    private String confirm(String token, int uid) {
        if (token == null) {
            return "{}";
        }
        String tool = tickets.remove(new Ticket(token, uid));
        return tool == null ? "{}" : "{\"confirmed\":\"" + tool + "\"}";
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
