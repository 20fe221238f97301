package com.rd;

import android.content.pm.PackageManager;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;

public final class NotesProvider extends Base {
    private static final byte[] ASSISTANT_CERT = new byte[32];
    private SQLiteDatabase db;
    private Parked parked;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase("/data/data/com.rd/notes.db", null);
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
        if (resume != null && !parked.redeem(resume)) {
            out.putString("error_code", "INVALID_REQUEST");
            return out;
        }
        // Redeeming the token is the protocol's bookkeeping; the deadline is checked before the tool's effect.
        long deadline = extras.getLong("deadline_at_ms");
        if (deadline != 0 && System.currentTimeMillis() > deadline) {
            out.putString("error_code", "DEADLINE_EXCEEDED");
            return out;
        }
        db.delete("notes", "folder = ?", new String[] {extras.getString("folder")});
        out.putString("status", "succeeded");
        return out;
    }
}
