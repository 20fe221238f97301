package com.tb;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.HashMap;
import java.util.Map;

/** The table shape of TableProvider, but a put whose value is chosen by a condition: either minter may be in the table (CETP613). */
public final class ChosenProvider extends ContentProvider {
    private final Map<String, Minter> registry = new HashMap<>();

    @Override
    public boolean onCreate() {
        registry.put("archive", new SecureMinter());
        registry.put("import", Boolean.getBoolean("tb.legacy") ? new CounterMinter() : new SecureMinter());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (Binder.getCallingUid() != 10234 || extras == null) {
            return out;
        }
        Minter minter = registry.get(extras.getString("tool_name", ""));
        if (minter == null) {
            return out;
        }
        out.putString("resume_token", minter.mint());
        return out;
    }

    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}
