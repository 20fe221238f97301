package com.quillmark.docs.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** One tool's descriptor (§3.3, §3.4), built once per provider with {@link Builder}. */
public final class ToolSpec {
    public final String name;
    public final String title;
    public final String description;
    public final String effect;
    public final String risk;
    public final String confirmation;
    public final List<String> scopes;
    public final boolean destructive;
    public final boolean idempotent;
    public final boolean openWorld;
    public final boolean async;
    private final String inputSchema;
    private final String outputSchema;

    ToolSpec(Builder b) {
        this.name = b.name;
        this.title = b.title;
        this.description = b.description;
        this.effect = b.effect;
        this.risk = b.risk;
        this.confirmation = b.confirmation;
        this.scopes = b.scopes;
        this.destructive = b.destructive;
        this.idempotent = b.idempotent;
        this.openWorld = b.openWorld;
        this.async = b.async;
        this.inputSchema = b.inputSchema;
        this.outputSchema = b.outputSchema;
    }

    public static Builder named(String name) {
        return new Builder(name);
    }

    public boolean isRead() {
        return "read".equals(effect);
    }

    /** Provider-side confirmation: what the declaration says, or stricter when the effect or risk demands it. */
    public boolean needsConfirmation() {
        return "always".equals(confirmation) || "delete".equals(effect) || "transaction".equals(effect)
                || destructive || "high".equals(risk);
    }

    public JSONObject toJson(boolean asyncNegotiated) throws JSONException {
        JSONObject annotations = new JSONObject();
        annotations.put("effect", effect);
        annotations.put("risk", risk);
        annotations.put("destructive", destructive);
        annotations.put("idempotent", idempotent);
        annotations.put("open_world", openWorld);
        annotations.put("confirmation", confirmation);
        annotations.put("execution", async && asyncNegotiated ? "sync_or_async" : "sync");
        JSONObject tool = new JSONObject();
        tool.put("name", name);
        tool.put("title", title);
        tool.put("description", description);
        tool.put("input_schema", new JSONObject(inputSchema));
        tool.put("output_schema", new JSONObject(outputSchema));
        tool.put("scopes", new JSONArray(scopes));
        tool.put("annotations", annotations);
        return tool;
    }

    /**
     * The top level of the input schema: no unknown keys, required keys present, declared types respected. Business
     * rules (lengths, id formats) are the tools' own.
     */
    public boolean accepts(JSONObject args) {
        try {
            JSONObject schema = new JSONObject(inputSchema);
            JSONObject props = schema.optJSONObject("properties");
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
                JSONObject prop = props == null ? null : props.optJSONObject(key);
                if (prop == null || !typeMatches(prop.optString("type"), args.opt(key))) {
                    return false;
                }
            }
            return true;
        } catch (JSONException e) {
            return false;
        }
    }

    private static boolean typeMatches(String type, Object value) {
        switch (type) {
            case "string":
                return value instanceof String;
            case "integer":
                return value instanceof Integer || value instanceof Long;
            case "boolean":
                return value instanceof Boolean;
            case "array":
                return value instanceof JSONArray;
            default:
                return false;
        }
    }

    public static final class Builder {
        final String name;
        String title;
        String description;
        String effect = "read";
        String risk = "low";
        String confirmation = "never";
        List<String> scopes = new ArrayList<>();
        boolean destructive;
        boolean idempotent;
        boolean openWorld;
        boolean async;
        String inputSchema = "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}";
        String outputSchema;

        Builder(String name) {
            this.name = name;
        }

        public Builder title(String title, String description) {
            this.title = title;
            this.description = description;
            return this;
        }

        public Builder effect(String effect, String risk, String confirmation) {
            this.effect = effect;
            this.risk = risk;
            this.confirmation = confirmation;
            return this;
        }

        public Builder scopes(String... scopes) {
            this.scopes = Arrays.asList(scopes);
            return this;
        }

        public Builder destructive() {
            this.destructive = true;
            return this;
        }

        public Builder idempotent() {
            this.idempotent = true;
            return this;
        }

        public Builder async() {
            this.async = true;
            return this;
        }

        public Builder input(String schema) {
            this.inputSchema = schema;
            return this;
        }

        public Builder output(String schema) {
            this.outputSchema = schema;
            return this;
        }

        public ToolSpec build() {
            if (title == null || outputSchema == null || scopes.isEmpty()) {
                throw new IllegalStateException("incomplete descriptor for " + name);
            }
            return new ToolSpec(this);
        }
    }
}
