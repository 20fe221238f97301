package com.relaykit.home.cetp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** A tool descriptor (§3.3, §3.4): identity, annotations, scopes and the input and output schemas. */
public final class ToolSpec {
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9_]{0,63}");
    private static final List<String> EFFECTS = Arrays.asList("read", "create", "update", "delete", "transaction");
    private static final List<String> RISKS = Arrays.asList("low", "moderate", "high");
    private static final List<String> CONFIRMATIONS = Arrays.asList("never", "provider_policy", "always");

    /** A scope of the provider's catalog (§3.2). */
    public static final class Scope {
        final String name;
        final String title;
        final String description;
        final String access;
        final String sensitivity;

        public Scope(String name, String title, String description, String access, String sensitivity) {
            this.name = name;
            this.title = title;
            this.description = description;
            this.access = access;
            this.sensitivity = sensitivity;
        }

        public JSONObject toJson() throws JSONException {
            JSONObject o = new JSONObject();
            o.put("name", name);
            o.put("title", title);
            o.put("description", description);
            o.put("access", access);
            o.put("sensitivity", sensitivity);
            return o;
        }
    }

    /** Fluent construction; build() refuses annotations that §3.4 forbids. */
    public static final class Builder {
        final String name;
        String title;
        String description;
        String effect = "read";
        String risk = "low";
        String confirmation = "never";
        boolean destructive;
        boolean idempotent;
        boolean openWorld;
        boolean mayRunAsync;
        final List<String> scopes = new ArrayList<>();
        final Map<String, String> properties = new LinkedHashMap<>();
        final Map<String, Integer> maxLengths = new LinkedHashMap<>();
        final List<String> required = new ArrayList<>();
        JSONObject output;

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

        public Builder annotate(String effect, String risk, String confirmation) {
            this.effect = effect;
            this.risk = risk;
            this.confirmation = confirmation;
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

        public Builder openWorld() {
            this.openWorld = true;
            return this;
        }

        public Builder mayRunAsync() {
            this.mayRunAsync = true;
            return this;
        }

        public Builder scopes(String... names) {
            scopes.addAll(Arrays.asList(names));
            return this;
        }

        public Builder input(String property, String type, boolean isRequired) {
            properties.put(property, type);
            if (isRequired) {
                required.add(property);
            }
            return this;
        }

        public Builder text(String property, int maxLength, boolean isRequired) {
            maxLengths.put(property, maxLength);
            return input(property, "string", isRequired);
        }

        public Builder output(JSONObject schema) {
            this.output = schema;
            return this;
        }

        public ToolSpec build() {
            if (!NAME.matcher(name).matches() || !EFFECTS.contains(effect) || !RISKS.contains(risk)
                    || !CONFIRMATIONS.contains(confirmation) || output == null || scopes.isEmpty()) {
                throw new IllegalStateException("bad descriptor " + name);
            }
            boolean strict = effect.equals("delete") || effect.equals("transaction") || destructive
                    || risk.equals("high");
            if (strict && !confirmation.equals("always")) {
                throw new IllegalStateException(name + " needs confirmation always");
            }
            return new ToolSpec(this);
        }
    }

    private final Builder spec;
    private final List<String> scopes;

    ToolSpec(Builder b) {
        this.spec = b;
        this.scopes = Collections.unmodifiableList(new ArrayList<>(b.scopes));
    }

    public static Builder named(String name) {
        return new Builder(name);
    }

    /** An object output schema; the arguments are property name / type pairs, all required. */
    public static JSONObject objectOutput(String... nameTypePairs) {
        try {
            JSONObject props = new JSONObject();
            JSONArray req = new JSONArray();
            for (int i = 0; i + 1 < nameTypePairs.length; i += 2) {
                JSONObject p = new JSONObject();
                p.put("type", nameTypePairs[i + 1]);
                props.put(nameTypePairs[i], p);
                req.put(nameTypePairs[i]);
            }
            JSONObject o = new JSONObject();
            o.put("type", "object");
            o.put("properties", props);
            o.put("required", req);
            return o;
        } catch (JSONException e) {
            throw new IllegalStateException(e);
        }
    }

    public String name() {
        return spec.name;
    }

    public String effect() {
        return spec.effect;
    }

    public String risk() {
        return spec.risk;
    }

    public String confirmation() {
        return spec.confirmation;
    }

    public boolean isRead() {
        return spec.effect.equals("read");
    }

    public boolean isDestructive() {
        return spec.destructive;
    }

    public boolean mayRunAsync() {
        return spec.mayRunAsync;
    }

    public List<String> scopes() {
        return scopes;
    }

    /** Top-level check of the input schema: known properties only, required ones present, types and lengths. */
    public boolean accepts(JSONObject args) {
        for (String r : spec.required) {
            if (!args.has(r)) {
                return false;
            }
        }
        Iterator<String> keys = args.keys();
        while (keys.hasNext()) {
            String key = keys.next();
            String type = spec.properties.get(key);
            if (type == null || !hasType(args.opt(key), type)) {
                return false;
            }
            Integer max = spec.maxLengths.get(key);
            if (max != null && ((String) args.opt(key)).length() > max) {
                return false;
            }
        }
        return true;
    }

    private static boolean hasType(Object value, String type) {
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

    /** The descriptor for list_tools; sync_or_async only where the session negotiated async_operations. */
    public JSONObject toJson(boolean asyncNegotiated) throws JSONException {
        JSONObject props = new JSONObject();
        for (Map.Entry<String, String> e : spec.properties.entrySet()) {
            JSONObject p = new JSONObject();
            p.put("type", e.getValue());
            Integer max = spec.maxLengths.get(e.getKey());
            if (max != null) {
                p.put("maxLength", max.intValue());
            }
            props.put(e.getKey(), p);
        }
        JSONObject input = new JSONObject();
        input.put("type", "object");
        input.put("properties", props);
        input.put("required", new JSONArray(spec.required));
        input.put("additionalProperties", false);
        JSONObject annotations = new JSONObject();
        annotations.put("effect", spec.effect);
        annotations.put("risk", spec.risk);
        annotations.put("destructive", spec.destructive);
        annotations.put("idempotent", spec.idempotent);
        annotations.put("open_world", spec.openWorld);
        annotations.put("confirmation", spec.confirmation);
        annotations.put("execution", spec.mayRunAsync && asyncNegotiated ? "sync_or_async" : "sync");
        JSONObject tool = new JSONObject();
        tool.put("name", spec.name);
        tool.put("title", spec.title);
        tool.put("description", spec.description);
        tool.put("input_schema", input);
        tool.put("output_schema", spec.output);
        tool.put("scopes", new JSONArray(scopes));
        tool.put("annotations", annotations);
        return tool;
    }
}
