package com.fernhill.stockroom.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** A tool descriptor (§3.3, §3.4), built once by each plugin. */
public final class ToolSpec {
    public final String name;
    public final String title;
    public final String description;
    public final String effect;
    public final String risk;
    public final boolean destructive;
    public final boolean idempotent;
    public final String confirmation;
    public final String execution;
    public final List<String> scopes;
    final String inputSchema;
    final String outputSchema;

    ToolSpec(Builder b) {
        this.name = b.name;
        this.title = b.title;
        this.description = b.description;
        this.effect = b.effect;
        this.risk = b.risk;
        this.destructive = b.destructive;
        this.idempotent = b.idempotent;
        this.confirmation = b.confirmation;
        this.execution = b.execution;
        this.scopes = Collections.unmodifiableList(new ArrayList<>(b.scopes));
        this.inputSchema = b.inputSchema;
        this.outputSchema = b.outputSchema;
    }

    public static Builder named(String name) {
        return new Builder(name);
    }

    public boolean mutating() {
        return !"read".equals(effect);
    }

    public boolean mayRunAsync() {
        return "sync_or_async".equals(execution);
    }

    /** Whether the annotations themselves demand a prompt (§3.4), whatever confirmation says. */
    public boolean alwaysConfirm() {
        return "always".equals(confirmation) || destructive || "high".equals(risk)
                || "delete".equals(effect) || "transaction".equals(effect);
    }

    public JSONObject toJson(boolean asyncNegotiated) throws JSONException {
        JSONObject annotations = new JSONObject();
        annotations.put("effect", effect);
        annotations.put("risk", risk);
        annotations.put("destructive", destructive);
        annotations.put("idempotent", idempotent);
        annotations.put("open_world", false);
        annotations.put("confirmation", confirmation);
        annotations.put("execution", mayRunAsync() && asyncNegotiated ? "sync_or_async" : "sync");
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

    public static final class Builder {
        final String name;
        String title;
        String description;
        String effect = "read";
        String risk = "low";
        boolean destructive;
        boolean idempotent;
        String confirmation = "never";
        String execution = "sync";
        final List<String> scopes = new ArrayList<>();
        String inputSchema = "{\"type\":\"object\",\"additionalProperties\":false}";
        String outputSchema;

        Builder(String name) {
            this.name = name;
        }

        public Builder title(String title) {
            this.title = title;
            return this;
        }

        public Builder description(String description) {
            this.description = description;
            return this;
        }

        public Builder effect(String effect, String risk) {
            this.effect = effect;
            this.risk = risk;
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

        public Builder confirmation(String confirmation) {
            this.confirmation = confirmation;
            return this;
        }

        public Builder mayRunAsync() {
            this.execution = "sync_or_async";
            return this;
        }

        public Builder scope(String scope) {
            scopes.add(scope);
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
            if (title == null || description == null || outputSchema == null || scopes.isEmpty()) {
                throw new IllegalStateException("incomplete descriptor for " + name);
            }
            return new ToolSpec(this);
        }
    }
}
