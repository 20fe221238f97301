package com.hp;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import android.os.HandlerThread;
import android.util.Base64;
import java.security.SecureRandom;

/** Asks the user through a resolution the desk thread prepares: edit_album's is mutable, view_album's is not. */
public final class AlbumProvider extends ContentProvider {
    private final SecureRandom random = new SecureRandom();
    private Desk desk;

    @Override
    public boolean onCreate() {
        HandlerThread thread = new HandlerThread("desk");
        thread.start();
        desk = new Desk(getContext(), thread);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (Binder.getCallingUid() != 10456 || extras == null) {
            return out;
        }
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        Grant grant = new Grant(Base64.encodeToString(raw, Base64.NO_WRAP));
        desk.prepare("edit_album".equals(extras.getString("tool_name")) ? Desk.MSG_EDIT : Desk.MSG_VIEW, grant);
        out.putString("error_code", "USER_ACTION_REQUIRED");
        out.putParcelable("resolution", grant.resolution);
        out.putString("resume_token", grant.token);
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
