package com.molar.core;

import android.content.Context;
import android.content.SharedPreferences;
import java.util.Random;

/** Resume tokens, kept in SharedPreferences so they survive a restart. @Singleton, @Inject constructor. */
public class TokenStore {
    private final Random rng = new Random();

    public TokenStore() {
    }

    private static SharedPreferences prefs(Context ctx) {
        return ctx.getSharedPreferences("molar_resume", 0);
    }

    public String newResumeToken(Context ctx, int uid) {
        String token = Long.toHexString(rng.nextLong());
        prefs(ctx).edit().putInt(token, uid).apply();
        return token;
    }

    /** The UID the token was issued to, or -1; the token is spent either way. */
    public int take(Context ctx, String token) {
        SharedPreferences p = prefs(ctx);
        int uid = p.getInt(token, -1);
        p.edit().remove(token).commit();
        return uid;
    }
}
