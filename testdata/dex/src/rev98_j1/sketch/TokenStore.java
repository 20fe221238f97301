package com.fridgenet.core;

import android.content.Context;
import android.content.SharedPreferences;
import android.util.Base64;
import java.security.SecureRandom;

/** Sessions and resume tokens of both FridgeNet providers, kept in SharedPreferences. */
public final class TokenStore {
    private static final SecureRandom RNG = new SecureRandom();
    private final SharedPreferences prefs;

    public TokenStore(Context ctx) {
        prefs = ctx.getSharedPreferences("fridgenet_tokens", 0);
    }

    public static String fresh() {
        byte[] b = new byte[24];
        RNG.nextBytes(b);
        return Base64.encodeToString(b, 11);
    }

    public void putSession(String token, int uid) {
        prefs.edit().putInt("s_" + token, uid).apply();
    }

    public boolean sessionOk(String token, int uid) {
        return token != null && prefs.getInt("s_" + token, -1) == uid;
    }

    public void putResume(String token, int uid, String item) {
        prefs.edit().putInt("ru_" + token, uid).putString("ri_" + token, item).apply();
    }

    /** Single use, and only the UID that started the confirmation may finish it. */
    public String takeResume(String token, int uid) {
        if (token == null || prefs.getInt("ru_" + token, -1) != uid) {
            return null;
        }
        String item = prefs.getString("ri_" + token, null);
        prefs.edit().remove("ru_" + token).remove("ri_" + token).apply();
        return item;
    }

    /** The swap shelf's older lookup. */
    public String resumeItem(String token) {
        return prefs.getString("ri_" + token, null);
    }
}
