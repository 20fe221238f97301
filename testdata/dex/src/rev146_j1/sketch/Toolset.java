package com.greenwick.garden.cetp;

import android.os.Bundle;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** What one provider offers; the endpoint does the protocol around it. */
public interface Toolset {
    String providerId();

    String providerName();

    String description();

    String revision();

    JSONArray scopes() throws JSONException;

    JSONArray descriptors() throws JSONException;

    /** What the confirmation screen shows for a call of a tool declared confirmation "always". */
    String summary(Call call) throws JSONException;

    Bundle execute(Call call) throws JSONException;

    /** The annotations of one of this provider's tools, or null when it has no such tool. */
    default JSONObject annotations(String tool) throws JSONException {
        JSONArray all = descriptors();
        for (int i = 0; i < all.length(); i++) {
            JSONObject descriptor = all.getJSONObject(i);
            if (descriptor.getString("name").equals(tool)) {
                return descriptor.getJSONObject("annotations");
            }
        }
        return null;
    }

    static JSONObject tool(String name, String title, String description, String effect, String risk,
            boolean destructive, String confirmation, String scope, String input, String output) throws JSONException {
        JSONObject annotations = new JSONObject()
                .put("effect", effect)
                .put("risk", risk)
                .put("destructive", destructive)
                .put("idempotent", false)
                .put("open_world", false)
                .put("confirmation", confirmation)
                .put("execution", "sync");
        return new JSONObject()
                .put("name", name)
                .put("title", title)
                .put("description", description)
                .put("input_schema", new JSONObject(input))
                .put("output_schema", new JSONObject(output))
                .put("scopes", new JSONArray().put(scope))
                .put("annotations", annotations);
    }

    static JSONObject scope(String name, String title, String description, String access) throws JSONException {
        return new JSONObject()
                .put("name", name)
                .put("title", title)
                .put("description", description)
                .put("access", access)
                .put("sensitivity", "personal");
    }
}
