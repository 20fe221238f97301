package com.pi;

import android.content.Context;
import android.content.SharedPreferences;

/** Parked confirmations by resume token; the provider writes them, the review screens decide them. */
final class Parked {
    private final SharedPreferences prefs;

    Parked(Context context) {
        prefs = context.getSharedPreferences("parked", 0);
    }

    String park(int uid, String summary) {
        byte[] raw = new byte[16];
        new java.security.SecureRandom().nextBytes(raw);
        StringBuilder token = new StringBuilder();
        for (byte b : raw) {
            token.append(Integer.toHexString(b & 0xff));
        }
        prefs.edit().putString(token.toString(), uid + ":" + summary).commit();
        return token.toString();
    }

    /** The parked call, for the provider's own screen. */
    String peek(String token) {
        return prefs.getString(token, null);
    }

    /** The parked call, for the legacy screen. */
    String summary(String token) {
        return prefs.getString(token, null);
    }

    void forget(String token) {
        prefs.edit().remove(token).commit();
    }

    void decide(String token, boolean approved) {
        prefs.edit().putString(token + ".verdict", approved ? "granted" : "denied").commit();
    }
}
