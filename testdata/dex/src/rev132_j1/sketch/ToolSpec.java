package com.inkbarrow.cetp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** A tool's v2 descriptor (spec 3.3, 3.4), made with its Builder and checked once when it is built. */
public final class ToolSpec {
    public static final String READ = "read";
    public static final String CREATE = "create";
    public static final String UPDATE = "update";
    public static final String DELETE = "delete";

    public static final String NEVER = "never";
    public static final String PROVIDER_POLICY = "provider_policy";
    public static final String ALWAYS = "always";

    private final String name;
    private final String title;
    private final String description;
    private final String effect;
    private final String risk;
    private final String confirmation;
    private final boolean destructive;
    private final boolean idempotent;
    private final List<String> scopes;
    private final String inputSchema;
    private final String outputSchema;

    ToolSpec(Builder b) {
        name = b.name;
        title = b.title;
        description = b.description;
        effect = b.effect;
        risk = b.risk;
        confirmation = b.confirmation;
        destructive = b.destructive;
        idempotent = b.idempotent;
        scopes = Collections.unmodifiableList(new ArrayList<>(b.scopes));
        inputSchema = b.inputSchema;
        outputSchema = b.outputSchema;
    }

    public String name() {
        return name;
    }

    public String title() {
        return title;
    }

    public String confirmation() {
        return confirmation;
    }

    public boolean mutates() {
        return !READ.equals(effect);
    }

    public JSONObject toJson() throws JSONException {
        JSONObject annotations = new JSONObject()
                .put("effect", effect)
                .put("risk", risk)
                .put("destructive", destructive)
                .put("idempotent", idempotent)
                .put("open_world", false)
                .put("confirmation", confirmation)
                .put("execution", "sync");
        return new JSONObject()
                .put("name", name)
                .put("title", title)
                .put("description", description)
                .put("input_schema", new JSONObject(inputSchema))
                .put("output_schema", new JSONObject(outputSchema))
                .put("scopes", new JSONArray(scopes))
                .put("annotations", annotations);
    }

    public static Builder named(String name) {
        return new Builder(name);
    }

    /** Collects a descriptor field by field; build() refuses the combinations spec 3.4 forbids. */
    public static final class Builder {
        private final String name;
        private String title;
        private String description;
        private String effect = READ;
        private String risk = "low";
        private String confirmation = NEVER;
        private boolean destructive;
        private boolean idempotent;
        private final List<String> scopes = new ArrayList<>();
        private String inputSchema = "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}";
        private String outputSchema;

        Builder(String name) {
            this.name = name;
        }

        public Builder title(String title, String description) {
            this.title = title;
            this.description = description;
            return this;
        }

        public Builder effect(String effect, String risk) {
            this.effect = effect;
            this.risk = risk;
            return this;
        }

        public Builder effect(String effect, String risk, boolean destructive) {
            this.destructive = destructive;
            return effect(effect, risk);
        }

        public Builder confirmation(String confirmation) {
            this.confirmation = confirmation;
            return this;
        }

        public Builder idempotent() {
            this.idempotent = true;
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
            if (title == null || outputSchema == null || scopes.isEmpty()) {
                throw new IllegalStateException(name + ": title, output schema and a scope are required");
            }
            boolean strong = DELETE.equals(effect) || destructive || "high".equals(risk);
            if (strong && !ALWAYS.equals(confirmation)) {
                throw new IllegalStateException(name + " must be confirmed on every call");
            }
            return new ToolSpec(this);
        }
    }
}
