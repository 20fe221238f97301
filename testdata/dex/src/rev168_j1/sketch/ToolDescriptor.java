package com.tallyspring.budget.cetp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * One tool of a v2 list (§3.3, §3.4). Immutable; made with {@link #builder(String)}. The builder refuses the
 * declarations §3.4 forbids, so a provider cannot ship a delete or high-risk tool without confirmation: always.
 */
public final class ToolDescriptor {
    public enum Effect {
        READ, CREATE, UPDATE, DELETE, TRANSACTION;

        public boolean mutates() {
            return this != READ;
        }

        public String wire() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public enum Risk {
        LOW, MODERATE, HIGH;

        public String wire() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public enum Confirmation {
        NEVER, PROVIDER_POLICY, ALWAYS;

        public String wire() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final String name;
    private final String title;
    private final String description;
    private final Effect effect;
    private final Risk risk;
    private final Confirmation confirmation;
    private final boolean destructive;
    private final boolean idempotent;
    private final boolean openWorld;
    private final List<String> scopes;
    private final String inputSchema;
    private final String outputSchema;

    ToolDescriptor(Builder b) {
        this.name = b.name;
        this.title = b.title;
        this.description = b.description;
        this.effect = b.effect;
        this.risk = b.risk;
        this.confirmation = b.confirmation;
        this.destructive = b.destructive;
        this.idempotent = b.idempotent;
        this.openWorld = b.openWorld;
        this.scopes = Collections.unmodifiableList(new ArrayList<>(b.scopes));
        this.inputSchema = b.inputSchema;
        this.outputSchema = b.outputSchema;
    }

    public static Builder builder(String name) {
        return new Builder(name);
    }

    public static final class Builder {
        private final String name;
        private String title;
        private String description;
        private Effect effect = Effect.READ;
        private Risk risk = Risk.LOW;
        private Confirmation confirmation = Confirmation.NEVER;
        private boolean destructive;
        private boolean idempotent;
        private boolean openWorld;
        private final List<String> scopes = new ArrayList<>();
        private String inputSchema;
        private String outputSchema;

        Builder(String name) {
            this.name = name;
        }

        public Builder title(String value) {
            this.title = value;
            return this;
        }

        public Builder description(String value) {
            this.description = value;
            return this;
        }

        public Builder effect(Effect value) {
            this.effect = value;
            return this;
        }

        public Builder risk(Risk value) {
            this.risk = value;
            return this;
        }

        public Builder confirmation(Confirmation value) {
            this.confirmation = value;
            return this;
        }

        public Builder destructive(boolean value) {
            this.destructive = value;
            return this;
        }

        public Builder idempotent(boolean value) {
            this.idempotent = value;
            return this;
        }

        public Builder openWorld(boolean value) {
            this.openWorld = value;
            return this;
        }

        public Builder scope(String value) {
            this.scopes.add(value);
            return this;
        }

        public Builder input(String schemaJson) {
            this.inputSchema = schemaJson;
            return this;
        }

        public Builder output(String schemaJson) {
            this.outputSchema = schemaJson;
            return this;
        }

        public ToolDescriptor build() {
            if (!name.matches("[a-z][a-z0-9_]{0,63}")) {
                throw new IllegalStateException("bad tool name " + name);
            }
            boolean strict = effect == Effect.DELETE || effect == Effect.TRANSACTION || destructive
                    || risk == Risk.HIGH;
            if (strict && confirmation != Confirmation.ALWAYS) {
                throw new IllegalStateException(name + " needs confirmation always");
            }
            if (effect.mutates() && scopes.isEmpty()) {
                throw new IllegalStateException(name + " needs a scope");
            }
            return new ToolDescriptor(this);
        }
    }

    public String name() {
        return name;
    }

    public String title() {
        return title;
    }

    public Effect effect() {
        return effect;
    }

    public Confirmation confirmation() {
        return confirmation;
    }

    public List<String> scopes() {
        return scopes;
    }

    /** The top-level check of the input schema: required keys present, no key it does not declare. */
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
            Iterator<String> keys = args.keys();
            while (keys.hasNext()) {
                if (!props.has(keys.next())) {
                    return false;
                }
            }
            return true;
        } catch (JSONException e) {
            return false;
        }
    }

    public JSONObject toJson() {
        Map<String, Object> annotations = new LinkedHashMap<>();
        annotations.put("effect", effect.wire());
        annotations.put("risk", risk.wire());
        annotations.put("destructive", destructive);
        annotations.put("idempotent", idempotent);
        annotations.put("open_world", openWorld);
        annotations.put("confirmation", confirmation.wire());
        annotations.put("execution", "sync");
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name);
        m.put("title", title);
        m.put("description", description);
        try {
            m.put("input_schema", new JSONObject(inputSchema));
            m.put("output_schema", new JSONObject(outputSchema));
        } catch (JSONException e) {
            throw new IllegalStateException("schema of " + name, e);
        }
        m.put("scopes", new JSONArray(scopes));
        m.put("annotations", new JSONObject(annotations));
        return new JSONObject(m);
    }
}
