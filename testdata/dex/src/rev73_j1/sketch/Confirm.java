package com.stallmart.core;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import com.clawseed.cetp.sdk.CetpProviderResult;
import java.util.concurrent.ConcurrentHashMap;

/** Pending user confirmations: resume token to the UID that asked. */
public final class Confirm {
    private static final ConcurrentHashMap<String, Integer> PENDING = new ConcurrentHashMap<>();

    private Confirm() {
    }

    public static CetpProviderResult ask(Context context, Class<?> screen, String token, int uid) {
        PENDING.put(token, uid);
        Intent intent = new Intent(context, screen).putExtra("resume_token", token);
        PendingIntent pi = PendingIntent.getActivity(context, 0, intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        return CetpProviderResult.needsUser(pi, token);
    }

    public static boolean redeem(String token, int uid) {
        Integer owner = PENDING.remove(token);
        return owner != null && owner == uid;
    }
}
