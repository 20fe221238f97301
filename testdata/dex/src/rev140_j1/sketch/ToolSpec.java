package com.hearthlink.cetp;

import com.hearthlink.security.Authorizer;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** One tool of a provider: its descriptor and the authorization strategy its provider chose for it. */
public final class ToolSpec {
    public static final String ALWAYS = "always";

    public final String name;
    public final String title;
    public final String description;
    public final String effect;
    public final String risk;
    public final boolean destructive;
    public final String confirmation;
    public final String[] scopes;
    public final String input;
    public final String output;
    public final Authorizer authorizer;

    public ToolSpec(String name, String title, String description, String effect, String risk, boolean destructive,
            String confirmation, String[] scopes, String input, String output, Authorizer authorizer) {
        this.name = name;
        this.title = title;
        this.description = description;
        this.effect = effect;
        this.risk = risk;
        this.destructive = destructive;
        this.confirmation = confirmation;
        this.scopes = scopes;
        this.input = input;
        this.output = output;
        this.authorizer = authorizer;
    }

    public boolean mutating() {
        return !"read".equals(effect);
    }

    public boolean alwaysConfirm() {
        return ALWAYS.equals(confirmation);
    }

    public JSONObject descriptor() throws JSONException {
        JSONArray scopeNames = new JSONArray();
        for (String s : scopes) {
            scopeNames.put(s);
        }
        JSONObject annotations = new JSONObject()
                .put("effect", effect)
                .put("risk", risk)
                .put("destructive", destructive)
                .put("idempotent", !mutating())
                .put("open_world", true)
                .put("confirmation", confirmation)
                .put("execution", "sync");
        return new JSONObject()
                .put("name", name)
                .put("title", title)
                .put("description", description)
                .put("input_schema", new JSONObject(input))
                .put("output_schema", new JSONObject(output))
                .put("scopes", scopeNames)
                .put("annotations", annotations);
    }

    public static JSONObject scope(String name, String description, String access, String sensitivity)
            throws JSONException {
        return new JSONObject()
                .put("name", name)
                .put("title", description)
                .put("description", description)
                .put("access", access)
                .put("sensitivity", sensitivity);
    }
}
