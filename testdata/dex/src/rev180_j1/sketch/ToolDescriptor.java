package com.verdant.garden.cetp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** An immutable v2 tool descriptor (§3.3, §3.4), made with {@link Builder}. */
public final class ToolDescriptor {
    public enum Effect { READ, CREATE, UPDATE, DELETE, TRANSACTION }

    public enum Risk { LOW, MODERATE, HIGH }

    public enum Confirmation { NEVER, PROVIDER_POLICY, ALWAYS }

    private final String name;
    private final String title;
    private final String description;
    private final String inputSchema;
    private final String outputSchema;
    private final List<String> scopes;
    private final Effect effect;
    private final Risk risk;
    private final boolean destructive;
    private final boolean idempotent;
    private final Confirmation confirmation;
    private final boolean async;

    ToolDescriptor(Builder b) {
        this.name = Objects.requireNonNull(b.name, "name");
        this.title = b.title;
        this.description = Objects.requireNonNull(b.description, "description");
        this.inputSchema = Objects.requireNonNull(b.inputSchema, "input schema");
        this.outputSchema = Objects.requireNonNull(b.outputSchema, "output schema");
        this.scopes = Collections.unmodifiableList(new ArrayList<>(b.scopes));
        this.effect = Objects.requireNonNull(b.effect, "effect");
        this.risk = Objects.requireNonNull(b.risk, "risk");
        this.destructive = b.destructive;
        this.idempotent = b.idempotent;
        this.confirmation = Objects.requireNonNull(b.confirmation, "confirmation");
        this.async = b.async;
        if ((effect == Effect.DELETE || effect == Effect.TRANSACTION || destructive || risk == Risk.HIGH)
                && confirmation != Confirmation.ALWAYS) {
            throw new IllegalStateException(name + " needs confirmation=always");
        }
    }

    public static Builder builder(String name) {
        return new Builder(name);
    }

    public String name() {
        return name;
    }

    public List<String> scopes() {
        return scopes;
    }

    public Effect effect() {
        return effect;
    }

    public boolean mutating() {
        return effect != Effect.READ;
    }

    public boolean async() {
        return async;
    }

    /** Top-level check of the arguments against the input schema: required keys, no unknown keys, JSON types. */
    public boolean accepts(JSONObject args) {
        try {
            JSONObject schema = new JSONObject(inputSchema);
            JSONObject props = schema.getJSONObject("properties");
            JSONArray required = schema.optJSONArray("required");
            for (int i = 0; required != null && i < required.length(); i++) {
                if (!args.has(required.optString(i))) {
                    return false;
                }
            }
            for (Iterator<String> it = args.keys(); it.hasNext(); ) {
                String key = it.next();
                JSONObject p = props.optJSONObject(key);
                if (p == null || !typeMatches(p.optString("type"), args.opt(key))) {
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
            default:
                return true;
        }
    }

    public JSONObject toJson(boolean asyncSession) throws JSONException {
        JSONObject annotations = new JSONObject()
                .put("effect", wire(effect))
                .put("risk", wire(risk))
                .put("destructive", destructive)
                .put("idempotent", idempotent)
                .put("open_world", false)
                .put("confirmation", wire(confirmation))
                .put("execution", async && asyncSession ? "sync_or_async" : "sync");
        JSONObject out = new JSONObject()
                .put("name", name)
                .put("description", description)
                .put("input_schema", new JSONObject(inputSchema))
                .put("output_schema", new JSONObject(outputSchema))
                .put("scopes", new JSONArray(scopes))
                .put("annotations", annotations);
        if (title != null) {
            out.put("title", title);
        }
        return out;
    }

    private static String wire(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }

    public static final class Builder {
        private final String name;
        private String title;
        private String description;
        private String inputSchema;
        private String outputSchema;
        private final List<String> scopes = new ArrayList<>();
        private Effect effect;
        private Risk risk;
        private boolean destructive;
        private boolean idempotent;
        private Confirmation confirmation;
        private boolean async;

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

        public Builder input(String schema) {
            this.inputSchema = schema;
            return this;
        }

        public Builder output(String schema) {
            this.outputSchema = schema;
            return this;
        }

        public Builder scope(String scope) {
            this.scopes.add(scope);
            return this;
        }

        public Builder effect(Effect effect) {
            this.effect = effect;
            return this;
        }

        public Builder risk(Risk risk) {
            this.risk = risk;
            return this;
        }

        public Builder destructive(boolean destructive) {
            this.destructive = destructive;
            return this;
        }

        public Builder idempotent(boolean idempotent) {
            this.idempotent = idempotent;
            return this;
        }

        public Builder confirmation(Confirmation confirmation) {
            this.confirmation = confirmation;
            return this;
        }

        public Builder async(boolean async) {
            this.async = async;
            return this;
        }

        public ToolDescriptor build() {
            return new ToolDescriptor(this);
        }
    }
}
