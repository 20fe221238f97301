package com.tb;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Binder;
import android.os.Bundle;
import java.util.ArrayList;
import java.util.List;

/**
 * The same dispatch over a list that holds both schemes: the token of the import tool is predictable (CETP613 at :37).
 */
public final class MixedProvider extends ContentProvider {
    private final List<Minter> minters = new ArrayList<>();

    @Override
    public boolean onCreate() {
        minters.add(new SecureMinter());
        minters.add(new CounterMinter());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        if (Binder.getCallingUid() != 10234 || extras == null) {
            return out;
        }
        int index = extras.getInt("tool_index", 0);
        if (index < 0 || index >= minters.size()) {
            return out;
        }
        Minter minter = minters.get(index);
        String token = minter.mint();
        out.putString("resume_token", token);
        return out;
    }

    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}
