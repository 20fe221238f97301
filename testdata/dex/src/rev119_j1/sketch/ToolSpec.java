package com.hearthlist.cetp;

import java.util.EnumMap;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** One tool's descriptor; built once per provider with ToolSpec.builder(). */
public final class ToolSpec {
    private static final Map<ToolKind, String> DEFAULT_CONFIRMATION = new EnumMap<>(ToolKind.class);

    static {
        DEFAULT_CONFIRMATION.put(ToolKind.READ, "never");
        DEFAULT_CONFIRMATION.put(ToolKind.CREATE, "provider_policy");
        DEFAULT_CONFIRMATION.put(ToolKind.UPDATE, "provider_policy");
        DEFAULT_CONFIRMATION.put(ToolKind.DELETE, "always");
    }

    private final String name;
    private final String title;
    private final String description;
    private final ToolKind kind;
    private final String risk;
    private final boolean destructive;
    private final boolean async;
    private final String scope;
    private final String confirmation;
    private final String inputSchema;
    private final String outputSchema;

    private ToolSpec(Builder b) {
        this.name = b.name;
        this.title = b.title;
        this.description = b.description;
        this.kind = b.kind;
        this.risk = b.risk;
        this.destructive = b.destructive;
        this.async = b.async;
        this.scope = b.scope;
        this.confirmation = b.confirmation;
        this.inputSchema = b.inputSchema;
        this.outputSchema = b.outputSchema;
    }

    public static Builder builder() {
        return new Builder();
    }

    public String name() {
        return name;
    }

    public ToolKind kind() {
        return kind;
    }

    public boolean destructive() {
        return destructive;
    }

    public JSONObject toJson(boolean asyncGranted) {
        try {
            JSONObject annotations = new JSONObject()
                    .put("effect", kind.wire())
                    .put("risk", risk)
                    .put("destructive", destructive)
                    .put("idempotent", false)
                    .put("open_world", false)
                    .put("confirmation", confirmation)
                    .put("execution", async && asyncGranted ? "sync_or_async" : "sync");
            return new JSONObject()
                    .put("name", name)
                    .put("title", title)
                    .put("description", description)
                    .put("input_schema", new JSONObject(inputSchema))
                    .put("output_schema", new JSONObject(outputSchema))
                    .put("scopes", new JSONArray().put(scope))
                    .put("annotations", annotations);
        } catch (JSONException e) {
            throw new IllegalStateException("bad schema in " + name, e);
        }
    }

    public static final class Builder {
        private String name;
        private String title;
        private String description;
        private ToolKind kind;
        private String risk = "low";
        private boolean destructive;
        private boolean async;
        private String scope;
        private String confirmation;
        private String inputSchema = "{\"type\":\"object\",\"additionalProperties\":false}";
        private String outputSchema = "{\"type\":\"object\"}";

        private Builder() {
        }

        public Builder name(String name) {
            this.name = name;
            return this;
        }

        public Builder title(String title) {
            this.title = title;
            return this;
        }

        public Builder description(String description) {
            this.description = description;
            return this;
        }

        public Builder kind(ToolKind kind) {
            this.kind = kind;
            return this;
        }

        public Builder risk(String risk) {
            this.risk = risk;
            return this;
        }

        public Builder destructive(boolean destructive) {
            this.destructive = destructive;
            return this;
        }

        public Builder async(boolean async) {
            this.async = async;
            return this;
        }

        public Builder scope(String scope) {
            this.scope = scope;
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
            if (name == null || kind == null || scope == null) {
                throw new IllegalStateException("name, kind and scope are required");
            }
            if (confirmation == null) {
                confirmation = DEFAULT_CONFIRMATION.get(kind);
            }
            if (destructive || "high".equals(risk)) {
                confirmation = "always";
            }
            return new ToolSpec(this);
        }
    }
}
