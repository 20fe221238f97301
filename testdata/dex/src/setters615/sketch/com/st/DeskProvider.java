package com.st;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.util.Base64;
import java.security.SecureRandom;

/**
 * Four Confirmers of one class, each made with the app's own ConfirmActivity; a setter retargets three of them to a
 * partner app's screen. own is never retargeted (no finding at :75). local is retargeted through the local holding it
 * before it is stored (CETP615 at :79). shared is stored in two fields and retargeted through the other one, alias
 * (CETP615 at :87). handed is retargeted by a helper given it as a parameter (CETP615 at :83).
 */
public final class DeskProvider extends ContentProvider {
    private final SecureRandom random = new SecureRandom();
    private Confirmer own;
    private Confirmer local;
    private Confirmer shared;
    private Confirmer alias;
    private Confirmer handed;

    @Override
    public boolean onCreate() {
        own = new Confirmer("com.st.ConfirmActivity");
        Confirmer made = new Confirmer("com.st.ConfirmActivity");
        made.confirmIn("com.partner.vault", "com.partner.vault.ConfirmActivity");
        local = made;
        Confirmer both = new Confirmer("com.st.ConfirmActivity");
        shared = both;
        alias = both;
        alias.confirmIn("com.partner.vault", "com.partner.vault.ConfirmActivity");
        handed = new Confirmer("com.st.ConfirmActivity");
        retarget(handed);
        return true;
    }

    private static void retarget(Confirmer confirmer) {
        confirmer.confirmIn("com.partner.vault", "com.partner.vault.ConfirmActivity");
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10234 || extras == null) {
            return null;
        }
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.NO_WRAP);
        String tool = extras.getString("tool_name", "");
        Bundle b = Replies.error(extras.getString("request_id"), "USER_ACTION_REQUIRED", "Confirm on the device");
        b.putParcelable("resolution", resolution(tool, token));
        b.putString("resume_token", token);
        return b;
    }

    private PendingIntent resolution(String tool, String token) {
        switch (tool) {
            case "archive":
                return archiveResolution(token);
            case "erase":
                return eraseResolution(token);
            case "hand_over":
                return handedResolution(token);
            default:
                return publishResolution(token);
        }
    }

    private PendingIntent archiveResolution(String token) {
        return PendingIntent.getActivity(getContext(), 1, own.intent(token), PendingIntent.FLAG_IMMUTABLE);
    }

    private PendingIntent eraseResolution(String token) {
        return PendingIntent.getActivity(getContext(), 2, local.intent(token), PendingIntent.FLAG_IMMUTABLE);
    }

    private PendingIntent handedResolution(String token) {
        return PendingIntent.getActivity(getContext(), 4, handed.intent(token), PendingIntent.FLAG_IMMUTABLE);
    }

    private PendingIntent publishResolution(String token) {
        return PendingIntent.getActivity(getContext(), 3, shared.intent(token), PendingIntent.FLAG_IMMUTABLE);
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
