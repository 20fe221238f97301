package com.ridgeway.doorhub.cetp;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;

/** A tool descriptor (§3.3, §3.4) and the top-level check of its input schema. */
public final class ToolSpec {
    public final String name;
    public final String title;
    public final String description;
    public final String effect;
    public final String risk;
    public final String confirmation;
    public final List<String> scopes;
    boolean destructive;
    boolean idempotent;
    boolean openWorld;
    boolean async;
    String inputSchema = "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}";
    String outputSchema;

    ToolSpec(String name, String title, String description, String effect, String risk, String confirmation,
            String... scopes) {
        this.name = name;
        this.title = title;
        this.description = description;
        this.effect = effect;
        this.risk = risk;
        this.confirmation = confirmation;
        this.scopes = Collections.unmodifiableList(Arrays.asList(scopes));
    }

    public static ToolSpec of(String name, String title, String description, String effect, String risk,
            String confirmation, String... scopes) {
        return new ToolSpec(name, title, description, effect, risk, confirmation, scopes);
    }

    public ToolSpec destructive() {
        destructive = true;
        return this;
    }

    public ToolSpec idempotent() {
        idempotent = true;
        return this;
    }

    public ToolSpec openWorld() {
        openWorld = true;
        return this;
    }

    public ToolSpec async() {
        async = true;
        return this;
    }

    public ToolSpec input(String schema) {
        inputSchema = schema;
        return this;
    }

    public ToolSpec output(String schema) {
        outputSchema = schema;
        return this;
    }

    public boolean isMutating() {
        return !"read".equals(effect);
    }

    public boolean isAsync() {
        return async;
    }

    public JSONObject toJson(boolean asyncSession) throws JSONException {
        JSONObject annotations = new JSONObject()
                .put("effect", effect)
                .put("risk", risk)
                .put("destructive", destructive)
                .put("idempotent", idempotent)
                .put("open_world", openWorld)
                .put("confirmation", confirmation)
                .put("execution", async && asyncSession ? "sync_or_async" : "sync");
        JSONArray scopeNames = new JSONArray();
        for (String scope : scopes) {
            scopeNames.put(scope);
        }
        return new JSONObject()
                .put("name", name)
                .put("title", title)
                .put("description", description)
                .put("input_schema", new JSONObject(inputSchema))
                .put("output_schema", new JSONObject(outputSchema))
                .put("scopes", scopeNames)
                .put("annotations", annotations);
    }

    /** Required keys present, no undeclared keys, JSON types of the declared properties. */
    public boolean accepts(JSONObject args) {
        try {
            JSONObject schema = new JSONObject(inputSchema);
            JSONObject properties = schema.getJSONObject("properties");
            JSONArray required = schema.optJSONArray("required");
            if (required != null) {
                for (int i = 0; i < required.length(); i++) {
                    if (!args.has(required.optString(i))) {
                        return false;
                    }
                }
            }
            Iterator<String> keys = args.keys();
            while (keys.hasNext()) {
                String key = keys.next();
                JSONObject property = properties.optJSONObject(key);
                if (property == null || !hasType(args.opt(key), property.optString("type"))) {
                    return false;
                }
            }
            return true;
        } catch (JSONException e) {
            return false;
        }
    }

    private static boolean hasType(Object value, String type) {
        switch (type) {
            case "string":
                return value instanceof String;
            case "boolean":
                return value instanceof Boolean;
            case "integer":
                return value instanceof Integer || value instanceof Long;
            case "number":
                return value instanceof Number;
            default:
                return false;
        }
    }
}
