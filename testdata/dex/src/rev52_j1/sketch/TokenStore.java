package com.shotbook.tools;

import android.content.Context;
import android.content.SharedPreferences;
import android.util.Base64;
import java.security.SecureRandom;

/** Session and resume tokens, kept in SharedPreferences as token -> calling UID. */
public final class TokenStore {
    private static final SecureRandom RNG = new SecureRandom();

    private final SharedPreferences prefs;

    public TokenStore(Context ctx, String name) {
        this.prefs = ctx.getSharedPreferences(name, Context.MODE_PRIVATE);
    }

    public static String fresh() {
        byte[] raw = new byte[20];
        RNG.nextBytes(raw);
        return Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE);
    }

    public void put(String token, int uid) {
        prefs.edit().putInt(token, uid).apply();
    }

    public int owner(String token) {
        if (token == null) {
            return -1;
        }
        return prefs.getInt(token, -1);
    }

    public int take(String token) {
        int uid = owner(token);
        if (uid != -1) {
            prefs.edit().remove(token).apply();
        }
        return uid;
    }
}
