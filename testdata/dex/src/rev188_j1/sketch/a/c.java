package a;

import android.os.Bundle;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** negotiate and the session table (merged). Sessions may vanish with the process (§2.2). */
public final class c {
    private static final HashMap<String, d> b = new HashMap<>();

    private c() {
    }

    /** The negotiate answer of a provider that offers these optional capabilities. */
    public static Bundle a(int uid, Bundle extras, String providerId, String providerName, String[] offered) {
        int[] versions = extras == null ? null : extras.getIntArray("consumer_versions");
        boolean two = false;
        if (versions != null) {
            for (int v : versions) {
                if (v == 2) {
                    two = true;
                    break;
                }
            }
        }
        if (!two) {
            return a.b("UNSUPPORTED_VERSION");
        }
        JSONArray asked;
        try {
            asked = new JSONArray(extras.getString("consumer_capabilities", ""));
        } catch (JSONException e) {
            return a.b("INVALID_REQUEST");
        }
        List<String> granted = new ArrayList<>();
        for (String cap : offered) {
            for (int i = 0; i < asked.length(); i++) {
                if (cap.equals(asked.optString(i))) {
                    granted.add(cap);
                    break;
                }
            }
        }
        long expires = System.currentTimeMillis() + 3600000L;
        String token = a.a(32);
        synchronized (b) {
            Iterator<d> it = b.values().iterator();
            while (it.hasNext()) {
                if (it.next().d < System.currentTimeMillis()) {
                    it.remove();
                }
            }
            b.put(token, new d(providerId, uid, granted, expires));
        }
        try {
            JSONArray caps = new JSONArray();
            for (String cap : granted) {
                caps.put(cap);
            }
            JSONObject data = new JSONObject()
                    .put("selected_version", 2)
                    .put("provider_id", providerId)
                    .put("provider_name", providerName)
                    .put("session_token", token)
                    .put("expires_at", a.a(expires))
                    .put("capabilities", caps)
                    .put("limits", new JSONObject()
                            .put("max_request_bytes", 65536)
                            .put("max_inline_result_bytes", 262144)
                            .put("max_concurrent_requests", 4)
                            .put("idempotency_window_seconds", 86400));
            return a.a(data);
        } catch (JSONException e) {
            return a.b("INTERNAL_ERROR");
        }
    }

    /** The live session of this token for this provider and UID, or null. */
    public static d a(String providerId, String token, int uid) {
        if (token == null) {
            return null;
        }
        synchronized (b) {
            d s = b.get(token);
            if (s == null || s.b != uid || !s.a.equals(providerId) || s.d < System.currentTimeMillis()) {
                return null;
            }
            return s;
        }
    }
}
