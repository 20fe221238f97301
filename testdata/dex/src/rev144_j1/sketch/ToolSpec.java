package com.ferncastle.plugin;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** A tool's descriptor as list_tools shows it. Made only through the Builder. */
public final class ToolSpec {
    public final String name;
    public final String title;
    public final String description;
    public final String effect;
    public final String risk;
    public final boolean destructive;
    public final String confirmation;
    public final List<String> scopes;
    public final String inputSchema;
    public final String outputSchema;

    ToolSpec(Builder b) {
        this.name = b.name;
        this.title = b.title;
        this.description = b.description;
        this.effect = b.effect;
        this.risk = b.risk;
        this.destructive = b.destructive;
        this.confirmation = b.confirmation;
        this.scopes = Collections.unmodifiableList(new ArrayList<>(b.scopes));
        this.inputSchema = b.inputSchema;
        this.outputSchema = b.outputSchema;
    }

    public boolean mutating() {
        return !"read".equals(effect);
    }

    public boolean confirmedByUser() {
        return "always".equals(confirmation);
    }

    public JSONObject toJson() throws JSONException {
        JSONObject annotations = new JSONObject();
        annotations.put("effect", effect);
        annotations.put("risk", risk);
        annotations.put("destructive", destructive);
        annotations.put("idempotent", false);
        annotations.put("open_world", false);
        annotations.put("confirmation", confirmation);
        annotations.put("execution", "sync");
        JSONObject out = new JSONObject();
        out.put("name", name);
        out.put("title", title);
        out.put("description", description);
        out.put("input_schema", new JSONObject(inputSchema));
        out.put("output_schema", new JSONObject(outputSchema));
        out.put("scopes", new JSONArray(scopes));
        out.put("annotations", annotations);
        return out;
    }

    /**
     * Defaults: a read with low risk. Whatever a tool leaves unset, build() never lets a delete, a transaction, a
     * destructive or a high-risk tool go out without confirmation "always".
     */
    public static final class Builder {
        String name;
        String title;
        String description = "";
        String effect = "read";
        String risk = "low";
        boolean destructive;
        String confirmation;
        final List<String> scopes = new ArrayList<>();
        String inputSchema = "{\"type\":\"object\",\"additionalProperties\":false}";
        String outputSchema = "{\"type\":\"object\"}";

        public Builder(String name) {
            this.name = name;
            this.title = name;
        }

        public Builder title(String value) {
            title = value;
            return this;
        }

        public Builder description(String value) {
            description = value;
            return this;
        }

        public Builder effect(String value) {
            effect = value;
            return this;
        }

        public Builder risk(String value) {
            risk = value;
            return this;
        }

        public Builder destructive(boolean value) {
            destructive = value;
            return this;
        }

        public Builder confirmation(String value) {
            confirmation = value;
            return this;
        }

        public Builder scope(String value) {
            scopes.add(value);
            return this;
        }

        public Builder input(String schema) {
            inputSchema = schema;
            return this;
        }

        public Builder output(String schema) {
            outputSchema = schema;
            return this;
        }

        public ToolSpec build() {
            if (!name.matches("[a-z][a-z0-9_]{0,63}")) {
                throw new IllegalArgumentException("bad tool name " + name);
            }
            boolean strict = "delete".equals(effect) || "transaction".equals(effect) || destructive
                    || "high".equals(risk);
            if (strict) {
                confirmation = "always";
            } else if (confirmation == null) {
                confirmation = "read".equals(effect) ? "never" : "provider_policy";
            }
            return new ToolSpec(this);
        }
    }
}
