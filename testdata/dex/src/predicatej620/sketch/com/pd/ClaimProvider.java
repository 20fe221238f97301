package com.pd;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

/** Its v2 methods compare the session's UID with one the request names: any caller can name any UID. */
public final class ClaimProvider extends ContentProvider {
    @Override
    public boolean onCreate() {
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        Bundle out = new Bundle();
        if (extras == null) {
            return out;
        }
        if ("negotiate".equals(method)) {
            out.putString("session_token", Sessions.INSTANCE.open(uid).token());
            return out;
        }
        return serve(uid, extras);
    }

    private Bundle serve(int uid, Bundle extras) {
        Bundle out = new Bundle();
        long now = System.currentTimeMillis();
        int claimed = extras.getInt("caller_uid", -1);
        boolean live = Sessions.INSTANCE.findClaimed(extras.getString("session_token"))
                .filter(session -> session.uid() == claimed)
                .isPresent();
        if (!live) {
            out.putString("error_code", "NEGOTIATION_REQUIRED");
            return out;
        }
        out.putString("result", "ok");
        return out;
    }

    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}
