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
        // log_workout: records a finished workout session; no deadline is read on the way (CETP619).
        android.content.ContentValues row = new android.content.ContentValues();
        row.put("kind", extras.getString("kind"));
        row.put("minutes", Integer.valueOf(extras.getInt("minutes")));
        db.insert("sessions", null, row);
        out.putString("status", "succeeded");
        return out;
    }
}
