package com.d1b;

import android.content.ContentProvider;
import android.content.ContentValues;
import android.database.Cursor;
import android.net.Uri;
import android.os.Bundle;
import android.util.Base64;
import java.security.SecureRandom;
import java.util.Random;

public final class Prov extends ContentProvider {
    private Mint strong;
    private Mint weak;
    private Mint viaHelper;

    @Override
    public boolean onCreate() {
        strong = new Mint(new SecureRandom());
        weak = new Mint(new Random(42));
        viaHelper = strong;
        return true;
    }

    private static Mint make(boolean secure) {
        return new Mint(secure ? new SecureRandom() : new SecureRandom());
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        String tool = extras == null ? "" : extras.getString("tool_name", "");
        if ("a".equals(tool)) {
            out.putString("resume_token", strong.mint());
        } else if ("b".equals(tool)) {
            out.putString("resume_token", weak.mint());
        } else {
            out.putString("resume_token", viaHelper.mint());
        }
        out.putString("error_code", "USER_ACTION_REQUIRED");
        return out;
    }

    @Override public Cursor query(Uri u, String[] p, String s, String[] a, String o) { return null; }
    @Override public String getType(Uri u) { return null; }
    @Override public Uri insert(Uri u, ContentValues v) { return null; }
    @Override public int delete(Uri u, String s, String[] a) { return 0; }
    @Override public int update(Uri u, ContentValues v, String s, String[] a) { return 0; }
}

final class Mint {
    private final Random rng;

    Mint(Random rng) {
        this.rng = rng;
    }

    String mint() {
        byte[] raw = new byte[24];
        rng.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.NO_WRAP);
    }
}
