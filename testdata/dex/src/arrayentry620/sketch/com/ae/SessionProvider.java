package com.ae;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;

/**
 * Sessions kept as {uid, expiry} arrays by token. The notes tools admit a session whose stored UID is the caller's and
 * that has not expired (silent); the photos tools check only the expiry, so any caller holding the token is admitted
 * (CETP620 at :48).
 */
public final class SessionProvider extends ContentProvider {
    private static final long TTL_MS = 30 * 60 * 1000L;
    private final Map<String, long[]> live = new HashMap<>();
    private final SecureRandom random = new SecureRandom();

    @Override
    public boolean onCreate() {
        return true;
    }

    private String open(int uid, long now) {
        byte[] b = new byte[32];
        random.nextBytes(b);
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x));
        }
        String token = sb.toString();
        live.put(token, new long[] {uid, now + TTL_MS});
        return token;
    }

    private boolean ownSession(Bundle request, int uid, long now) {
        String token = request.getString("session_token");
        long[] session = token == null ? null : live.get(token);
        return session != null && session[0] == uid && session[1] > now;
    }

    private boolean liveSession(Bundle request, long now) {
        String token = request.getString("session_token");
        long[] session = token == null ? null : live.get(token);
        return session != null && session[1] > now;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        long now = System.currentTimeMillis();
        Bundle out = new Bundle();
        if (extras == null) {
            out.putString("error_code", "INVALID_REQUEST");
            return out;
        }
        if ("negotiate".equals(method)) {
            out.putString("session_token", open(uid, now));
            return out;
        }
        String tool = extras.getString("tool_name", "");
        boolean admitted = tool.startsWith("notes_") ? ownSession(extras, uid, now) : liveSession(extras, now);
        if (!admitted) {
            out.putString("error_code", "NEGOTIATION_REQUIRED");
            return out;
        }
        out.putString("status", "ok");
        return out;
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
