package com.um;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Bundle;
import java.security.SecureRandom;
import java.util.Random;

/**
 * Resume tokens drawn with Random.nextBytes into a byte array, from three mints of the same shape. The lookup mint
 * is given its generator by a type-keyed registry the analysis cannot resolve: which generator it is cannot be
 * told (a CETP613 note at :37, where the token is put). The weak mint is given a new java.util.Random (CETP613 at
 * :39); the safe mint a new SecureRandom (no finding at :41).
 */
public final class MintProvider extends ContentProvider {
    private final Registry registry = new Registry();
    private ByteMint lookup;
    private WeakMint weak;
    private SafeMint safe;

    @Override
    public boolean onCreate() {
        registry.put(Random.class, new SecureRandom());
        lookup = new ByteMint(registry.get(Random.class));
        weak = new WeakMint(new Random());
        safe = new SafeMint(new SecureRandom());
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        String tool = extras == null ? "" : extras.getString("tool_name", "");
        if ("from_lookup".equals(tool)) {
            out.putString("resume_token", lookup.mint());
        } else if ("from_weak".equals(tool)) {
            out.putString("resume_token", weak.mint());
        } else if ("from_safe".equals(tool)) {
            out.putString("resume_token", safe.mint());
        }
        out.putString("error_code", "USER_ACTION_REQUIRED");
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
