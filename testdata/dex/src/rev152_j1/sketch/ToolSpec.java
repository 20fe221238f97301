package com.wrenfield.notes.tool;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** A tool's descriptor for list_tools. */
public final class ToolSpec {
    private final String name;
    private final String title;
    private final String description;
    private final String effect;
    private final String risk;
    private final String confirmation;
    private final boolean destructive;
    private final boolean idempotent;
    private final String[] scopes;
    private final String inputSchema;
    private final String outputSchema;
    private final boolean fileResult;

    private ToolSpec(Builder b) {
        name = b.name;
        title = b.title;
        description = b.description;
        effect = b.effect;
        risk = b.risk;
        confirmation = b.confirmation;
        destructive = b.destructive;
        idempotent = b.idempotent;
        scopes = b.scopes;
        inputSchema = b.inputSchema;
        outputSchema = b.outputSchema;
        fileResult = b.fileResult;
    }

    public static Builder named(String name) {
        return new Builder(name);
    }

    public String name() {
        return name;
    }

    public boolean mutates() {
        return !"read".equals(effect);
    }

    /** Answers with a file descriptor (large_results) instead of inline JSON. */
    public boolean fileResult() {
        return fileResult;
    }

    public JSONObject describe() throws JSONException {
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
                .put("annotations", new JSONObject()
                        .put("effect", effect)
                        .put("risk", risk)
                        .put("destructive", destructive)
                        .put("idempotent", idempotent)
                        .put("open_world", false)
                        .put("confirmation", confirmation)
                        .put("execution", "sync"));
    }

    public static final class Builder {
        private final String name;
        private String title;
        private String description;
        private String effect = "read";
        private String risk = "low";
        private String confirmation = "never";
        private boolean destructive;
        private boolean idempotent;
        private String[] scopes = new String[0];
        private String inputSchema = "{\"type\":\"object\",\"additionalProperties\":false}";
        private String outputSchema;
        private boolean fileResult;

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

        public Builder destructive() {
            destructive = true;
            return this;
        }

        public Builder idempotent() {
            idempotent = true;
            return this;
        }

        public Builder scopes(String... scopes) {
            this.scopes = scopes;
            return this;
        }

        public Builder schemas(String input, String output) {
            inputSchema = input;
            outputSchema = output;
            return this;
        }

        public Builder fileResult() {
            fileResult = true;
            return this;
        }

        public ToolSpec build() {
            return new ToolSpec(this);
        }
    }
}
