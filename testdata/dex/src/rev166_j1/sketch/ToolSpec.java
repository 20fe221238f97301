package com.lumenframe.studio.cetp;

import java.util.Arrays;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** One tool descriptor (§3.3, §3.4), written out for list_tools. */
public final class ToolSpec {
    public final String name;
    public final String title;
    public final String description;
    public final String effect;
    public final String risk;
    public final String confirmation;
    public final boolean async;
    public final boolean fileResult;
    public final boolean idempotent;
    public final List<String> scopes;
    private final String inputSchema;
    private final String outputSchema;

    ToolSpec(Builder b) {
        this.name = b.name;
        this.title = b.title;
        this.description = b.description;
        this.effect = b.effect;
        this.risk = b.risk;
        this.confirmation = b.confirmation;
        this.async = b.async;
        this.fileResult = b.fileResult;
        this.idempotent = b.idempotent;
        this.scopes = b.scopes;
        this.inputSchema = b.inputSchema;
        this.outputSchema = b.outputSchema;
    }

    public boolean mutating() {
        return !"read".equals(effect);
    }

    public JSONObject toJson() throws JSONException {
        JSONObject annotations = new JSONObject();
        annotations.put("effect", effect);
        annotations.put("risk", risk);
        annotations.put("destructive", false);
        annotations.put("idempotent", idempotent);
        annotations.put("open_world", false);
        annotations.put("confirmation", confirmation);
        annotations.put("execution", async ? "sync_or_async" : "sync");
        JSONArray scopeArray = new JSONArray();
        for (String s : scopes) {
            scopeArray.put(s);
        }
        JSONObject t = new JSONObject();
        t.put("name", name);
        t.put("title", title);
        t.put("description", description);
        t.put("input_schema", new JSONObject(inputSchema));
        t.put("output_schema", new JSONObject(outputSchema));
        t.put("scopes", scopeArray);
        t.put("annotations", annotations);
        return t;
    }

    public static Builder named(String name) {
        return new Builder(name);
    }

    public static final class Builder {
        final String name;
        String title;
        String description;
        String effect = "read";
        String risk = "low";
        String confirmation = "never";
        boolean async;
        boolean fileResult;
        boolean idempotent;
        List<String> scopes;
        String inputSchema;
        String outputSchema;

        Builder(String name) {
            this.name = name;
        }

        public Builder text(String title, String description) {
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

        public Builder async() {
            this.async = true;
            return this;
        }

        /** The result is a file (§4.5): only offered to sessions that negotiated large_results. */
        public Builder fileResult() {
            this.fileResult = true;
            return this;
        }

        public Builder idempotent() {
            this.idempotent = true;
            return this;
        }

        public Builder scopes(String... scopes) {
            this.scopes = Arrays.asList(scopes);
            return this;
        }

        public Builder schemas(String input, String output) {
            this.inputSchema = input;
            this.outputSchema = output;
            return this;
        }

        public ToolSpec build() {
            return new ToolSpec(this);
        }
    }
}
