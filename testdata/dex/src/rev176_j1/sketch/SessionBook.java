package com.quillmark.docs.core;

import android.content.Context;
import android.content.SharedPreferences;
import java.util.ArrayList;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Negotiated sessions (§2.2), one preferences file per provider, keyed by the opaque token. */
public final class SessionBook {
    public static final long TTL_MS = 60L * 60L * 1000L;

    private final SharedPreferences prefs;

    public SessionBook(Context context, String providerId) {
        this.prefs = context.getSharedPreferences("sessions_" + providerId, Context.MODE_PRIVATE);
    }

    public String open(int uid, List<String> capabilities, long now) throws JSONException {
        String token = Tokens.random(32);
        JSONObject row = new JSONObject();
        row.put("uid", uid);
        row.put("expires", now + TTL_MS);
        row.put("caps", new JSONArray(capabilities));
        prefs.edit().putString(token, row.toString()).commit();
        return token;
    }

    /** The session the token names, only for the UID that negotiated it and only until it expires. */
    public Session resume(String token, int uid) {
        if (token == null || token.length() != 64) {
            return null;
        }
        String text = prefs.getString(token, null);
        if (text == null) {
            return null;
        }
        try {
            JSONObject row = new JSONObject(text);
            if (row.getInt("uid") != uid) {
                return null;
            }
            if (row.getLong("expires") < System.currentTimeMillis()) {
                return null;
            }
            JSONArray caps = row.optJSONArray("caps");
            List<String> list = new ArrayList<>();
            for (int i = 0; caps != null && i < caps.length(); i++) {
                list.add(caps.optString(i));
            }
            return new Session(uid, list);
        } catch (JSONException e) {
            return null;
        }
    }

    public static final class Session {
        public final int uid;
        private final List<String> capabilities;

        Session(int uid, List<String> capabilities) {
            this.uid = uid;
            this.capabilities = capabilities;
        }

        public boolean has(String capability) {
            return capabilities.contains(capability);
        }
    }
}
