package com.lumenframe.studio.cetp;

import android.os.Bundle;
import android.util.Log;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** negotiate (§2.2) for one provider: version 2 only, the optional capabilities both sides support. */
public final class Negotiation {
    private static final String TAG = "Negotiation";

    private final String providerId;
    private final String providerName;
    private final List<String> supported;
    private final SessionStore sessions;

    public Negotiation(String providerId, String providerName, List<String> supported, SessionStore sessions) {
        this.providerId = providerId;
        this.providerName = providerName;
        this.supported = supported;
        this.sessions = sessions;
    }

    public Bundle negotiate(Bundle extras, int uid, CallerPolicy.Grant grant) {
        int[] versions = extras.getIntArray("consumer_versions");
        boolean speaks2 = false;
        if (versions != null) {
            for (int v : versions) {
                if (v == 2) {
                    speaks2 = true;
                }
            }
        }
        if (!speaks2) {
            return Replies.error(null, "UNSUPPORTED_VERSION");
        }
        String offered = extras.getString("consumer_capabilities");
        if (offered == null) {
            return Replies.error(null, "INVALID_REQUEST");
        }
        if (grant == null) {
            return Replies.error(null, "PERMISSION_DENIED");
        }
        try {
            JSONArray asked = new JSONArray(offered);
            List<String> granted = new ArrayList<>();
            for (int i = 0; i < asked.length(); i++) {
                String cap = asked.optString(i);
                if (supported.contains(cap) && !granted.contains(cap)) {
                    granted.add(cap);
                }
            }
            SessionStore.Session s = sessions.issue(uid, granted, grant.scopes);
            return Replies.success(null, describe(s));
        } catch (JSONException e) {
            Log.w(TAG, "negotiate refused", e);
            return Replies.error(null, "INVALID_REQUEST");
        }
    }

    private JSONObject describe(SessionStore.Session s) throws JSONException {
        SimpleDateFormat iso = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.US);
        iso.setTimeZone(TimeZone.getTimeZone("UTC"));
        JSONArray caps = new JSONArray();
        for (String c : s.capabilities) {
            caps.put(c);
        }
        JSONObject limits = new JSONObject();
        limits.put("max_request_bytes", ToolCall.MAX_REQUEST_BYTES);
        limits.put("max_inline_result_bytes", 262144);
        limits.put("max_concurrent_requests", 4);
        limits.put("idempotency_window_seconds", 86400);
        JSONObject data = new JSONObject();
        data.put("selected_version", 2);
        data.put("provider_id", providerId);
        data.put("provider_name", providerName);
        data.put("session_token", s.token);
        data.put("expires_at", iso.format(new Date(s.expiresAtMs)));
        data.put("capabilities", caps);
        data.put("limits", limits);
        return data;
    }
}
