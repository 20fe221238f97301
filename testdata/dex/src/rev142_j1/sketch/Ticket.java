package com.quaywire.data;

import org.json.JSONException;
import org.json.JSONObject;

/** A support ticket as the API returns it. */
public final class Ticket {
    public final String ref;
    public final String subject;
    public final String status;
    public final String requester;
    public final long updatedAt;

    public Ticket(String ref, String subject, String status, String requester, long updatedAt) {
        this.ref = ref;
        this.subject = subject;
        this.status = status;
        this.requester = requester;
        this.updatedAt = updatedAt;
    }

    public static Ticket fromJson(JSONObject json) throws JSONException {
        return new Ticket(json.getString("ref"), json.optString("subject", ""), json.getString("status"),
                json.optString("requester", ""), json.optLong("updated_at", 0L));
    }

    public JSONObject toJson() throws JSONException {
        JSONObject json = new JSONObject();
        json.put("ref", ref);
        json.put("subject", subject);
        json.put("status", status);
        json.put("requester", requester);
        json.put("updated_at", updatedAt);
        return json;
    }
}
