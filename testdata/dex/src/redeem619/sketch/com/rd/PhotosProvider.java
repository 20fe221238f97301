package com.rd;

import android.content.pm.PackageManager;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;

public final class PhotosProvider extends Base {
    private static final byte[] ASSISTANT_CERT = new byte[32];
    private SQLiteDatabase db;
    private Parked parked;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.rd/photos.db", null);
        parked = new Parked(db);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (!getContext().getPackageManager().hasSigningCertificate(Binder.getCallingUid(), ASSISTANT_CERT,
                PackageManager.CERT_INPUT_SHA256)) {
            out.putString("error_code", "PERMISSION_DENIED");
            return out;
        }
        if (!"execute_tool".equals(method) || extras == null || extras.getString("session_token") == null) {
            out.putString("error_code", "METHOD_NOT_FOUND");
            return out;
        }
        String resume = extras.getString("resume_token");
        if (resume != null) {
            if (!parked.redeem(resume)) {
                out.putString("error_code", "INVALID_REQUEST");
                return out;
            }
            // The confirmed call runs at once, however late it comes back (CETP619).
            db.delete("photos", "album = ?", new String[] {extras.getString("album")});
            out.putString("status", "succeeded");
            return out;
        }
        long deadline = extras.getLong("deadline_at_ms");
        if (deadline != 0 && System.currentTimeMillis() > deadline) {
            out.putString("error_code", "DEADLINE_EXCEEDED");
            return out;
        }
        out.putString("status", "confirmation_required");
        return out;
    }
}
