package com.example.r31j3;

import android.content.Context;
import android.content.SharedPreferences;
import android.util.Base64;
import java.security.SecureRandom;

final class TokenStore {
    private static final SecureRandom RNG = new SecureRandom();
    private final SharedPreferences prefs;
    TokenStore(Context context) {
        prefs = context.getSharedPreferences("resume_tokens", Context.MODE_PRIVATE);
    }
    String issue(int uid) {
        byte[] raw = new byte[18];
        RNG.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.URL_SAFE | Base64.NO_WRAP);
        prefs.edit().putInt(token, uid).commit();
        return token;
    }
    boolean matches(String token, int uid) {
        return prefs.getInt(token, -1) == uid;
    }
    boolean consume(String token, int uid) {
        int owner = prefs.getInt(token, -1);
        prefs.edit().remove(token).commit();
        return owner == uid;
    }
}
