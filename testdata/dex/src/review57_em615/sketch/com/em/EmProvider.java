package com.em;

import android.app.PendingIntent;
import android.os.Binder;
import android.os.Bundle;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.Map;

/**
 * by_map (line 33): the Screen comes from a map holding APPROVE and REVIEW only: nothing expected.
 * by_switch (line 42): APPROVE or REVIEW chosen by a switch: nothing expected.
 * by_name (line 45): Screen.valueOf(the request's screen): may be PARTNER: CETP615 expected.
 */
public final class EmProvider extends BaseProvider {
    private static final Map<String, Screen> SCREENS = new HashMap<>();
    private static final SecureRandom RANDOM = new SecureRandom();

    static {
        SCREENS.put("approve_expense", Screen.APPROVE);
        SCREENS.put("review_report", Screen.REVIEW);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (extras == null || Binder.getCallingUid() != 10234 || !"execute_tool".equals(method)) {
            return new Bundle();
        }
        String token = Long.toHexString(RANDOM.nextLong());
        String tool = extras.getString("tool_name", "");
        Screen mapped = SCREENS.get(tool);
        if (mapped != null) {
            return Resolutions.ask(Resolutions.pending(getContext(), mapped, PendingIntent.FLAG_IMMUTABLE), token);
        }
        if ("by_switch".equals(method)) {
            Screen s;
            switch (extras.getString("kind", "")) {
                case "review": s = Screen.REVIEW; break;
                default: s = Screen.APPROVE; break;
            }
            return Resolutions.ask(Resolutions.pending(getContext(), s, PendingIntent.FLAG_IMMUTABLE), token);
        }
        if ("open_screen".equals(tool)) {
            return Resolutions.ask(Resolutions.pending(getContext(), Screen.valueOf(extras.getString("screen", "APPROVE")), PendingIntent.FLAG_IMMUTABLE), token);
        }
        return new Bundle();
    }
}
