package com.tb;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.HashMap;
import java.util.Map;

/**
 * Tools dispatched through a table built in onCreate. The table call() reads holds only SecureMinter; the old scheme
 * is registered in another table call() never reads, so nothing is reported at :38.
 */
public final class TableProvider extends ContentProvider {
    private final Map<String, Minter> minters = new HashMap<>();
    private final Map<String, Minter> retired = new HashMap<>();

    @Override
    public boolean onCreate() {
        minters.put("archive", new SecureMinter());
        minters.put("export", new SecureMinter());
        retired.put("import", new CounterMinter());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (Binder.getCallingUid() != 10234 || extras == null) {
            return out;
        }
        Minter minter = minters.get(extras.getString("tool_name", ""));
        if (minter == null) {
            return out;
        }
        out.putString("resume_token", minter.mint());
        return out;
    }

    public int retiredCount() {
        return retired.size();
    }

    /** Handed out: whoever holds it may add to it, so its elements are not counted. */
    private final java.util.List<Minter> plugins = new java.util.ArrayList<>();

    public java.util.List<Minter> plugins() {
        plugins.add(new SecureMinter());
        return plugins;
    }

    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}
