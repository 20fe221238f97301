package com.cf;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.content.Intent;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;

/**
 * Resolution Intents aimed by a ComponentName kept in a field. OWN is the app's own screen (nothing at :52); PARTNER
 * is another app's, a static constant (CETP615 at :57); approval is injected from a module's provides-method that
 * names another app (CETP615 at :62).
 */
public final class DeskProvider extends ContentProvider {
    private static final ComponentName OWN = new ComponentName("com.cf", "com.cf.ConfirmActivity");
    private static final ComponentName PARTNER = new ComponentName("com.partner.vault", "com.partner.vault.ConfirmActivity");
    ComponentName approval;

    @Override
    public boolean onCreate() {
        DeskInjector.inject(this);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (Binder.getCallingUid() != 10234 || extras == null) {
            return out;
        }
        String tool = extras.getString("tool_name", "");
        String token = extras.getString("request_id", "");
        out.putString("error_code", "USER_ACTION_REQUIRED");
        out.putString("resume_token", token);
        out.putParcelable("resolution", resolution(tool));
        return out;
    }

    private PendingIntent resolution(String tool) {
        if ("archive".equals(tool)) {
            return own();
        }
        return "share".equals(tool) ? partner() : approval();
    }

    private PendingIntent own() {
        Intent intent = new Intent("com.cf.action.CONFIRM").setComponent(OWN);
        return PendingIntent.getActivity(getContext(), 1, intent, PendingIntent.FLAG_IMMUTABLE);
    }

    private PendingIntent partner() {
        Intent intent = new Intent("com.cf.action.CONFIRM").setComponent(PARTNER);
        return PendingIntent.getActivity(getContext(), 2, intent, PendingIntent.FLAG_IMMUTABLE);
    }

    private PendingIntent approval() {
        Intent intent = new Intent("com.cf.action.CONFIRM").setComponent(approval);
        return PendingIntent.getActivity(getContext(), 3, intent, PendingIntent.FLAG_IMMUTABLE);
    }

    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}
