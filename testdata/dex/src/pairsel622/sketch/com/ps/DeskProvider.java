package com.ps;

import android.content.pm.PackageManager;
import android.database.Cursor;
import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;

public final class DeskProvider extends Base {
    private static final byte[] ASSISTANT_CERT = new byte[32];
    private Store store;

    @Override
    public boolean onCreate() {
        store = new Store(SQLiteDatabase.openOrCreateDatabase("items.db", null));
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
        if (!"execute_tool".equals(method) || extras == null) {
            out.putString("error_code", "METHOD_NOT_FOUND");
            return out;
        }
        Cursor c = "find_items".equals(extras.getString("tool"))
                ? store.byName(extras.getString("name"))
                : store.byCategory(extras.getString("category"));
        out.putInt("count", c.getCount());
        c.close();
        return out;
    }
}
