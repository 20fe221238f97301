package com.fridgeshare.core;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.util.Base64;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.security.SecureRandom;
import java.util.concurrent.ConcurrentHashMap;

/** Sends the user to one of the app's own screens; resume tokens are single-use and bound to the UID. */
public final class Resolutions {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final ConcurrentHashMap<String, Integer> PENDING = new ConcurrentHashMap<>();

    private Resolutions() {
    }

    public static CetpProviderResult ask(Context context, Class<?> screen, int uid) {
        byte[] raw = new byte[24];
        RANDOM.nextBytes(raw);
        String token = Base64.encodeToString(raw, Base64.NO_WRAP | Base64.URL_SAFE);
        PENDING.put(token, uid);
        PendingIntent pi = PendingIntent.getActivity(context, 0, new Intent(context, screen),
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        return CetpProviderResult.needsUser(pi, token);
    }

    public static boolean redeem(String token, int uid) {
        Integer owner = token == null ? null : PENDING.remove(token);
        return owner != null && owner == uid;
    }
}
