package com.eh;

import android.os.Binder;
import android.os.Bundle;
import java.security.SecureRandom;

/**
 * send_payout (line 27): Screen.PARTNER's body calls Intents.to with the bank's package: CETP615 expected.
 * approve (line 30): Screen.APPROVE: nothing.
 * open_garage (line 33): Door.GARAGE, the wrapper reaches intent() through a private helper: CETP615 expected.
 * open_front (line 36): Door.FRONT: nothing.
 */
public final class EhProvider extends BaseProvider {
    private static final SecureRandom RANDOM = new SecureRandom();

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (extras == null || Binder.getCallingUid() != 10234 || !"execute_tool".equals(method)) {
            return new Bundle();
        }
        String token = Long.toHexString(RANDOM.nextLong());
        String tool = extras.getString("tool_name", "");
        if ("send_payout".equals(tool)) {
            return Resolutions.ask(Resolutions.screen(getContext(), Screen.PARTNER, android.app.PendingIntent.FLAG_IMMUTABLE), token);
        }
        if ("approve".equals(tool)) {
            return Resolutions.ask(Resolutions.screen(getContext(), Screen.APPROVE, android.app.PendingIntent.FLAG_IMMUTABLE), token);
        }
        if ("open_garage".equals(tool)) {
            return Resolutions.ask(Resolutions.door(getContext(), Door.GARAGE, android.app.PendingIntent.FLAG_IMMUTABLE), token);
        }
        if ("open_front".equals(tool)) {
            return Resolutions.ask(Resolutions.door(getContext(), Door.FRONT, android.app.PendingIntent.FLAG_IMMUTABLE), token);
        }
        return new Bundle();
    }
}
