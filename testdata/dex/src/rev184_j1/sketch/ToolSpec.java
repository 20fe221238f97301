package com.hearthboard.cetp;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

import java.util.Arrays;
import java.util.Iterator;

/** One tool's §3.3 descriptor, plus the top-level argument check the provider applies before running it. */
public final class ToolSpec {
    public final String name;
    public final String title;
    public final String description;
    public final String[] scopes;
    public final String effect;
    public final String risk;
    public final String confirmation;
    boolean destructive;
    boolean idempotent;
    boolean openWorld = true;
    boolean async;
    String inputSchema = "{\"type\":\"object\",\"additionalProperties\":false}";
    String outputSchema;
    String[] required = new String[0];
    String[] allowed = new String[0];

    public ToolSpec(String name, String title, String description, String effect, String risk,
            String confirmation, String... scopes) {
        this.name = name;
        this.title = title;
        this.description = description;
        this.effect = effect;
        this.risk = risk;
        this.confirmation = confirmation;
        this.scopes = scopes;
    }

    public ToolSpec input(String schema, String[] required, String... allowed) {
        this.inputSchema = schema;
        this.required = required;
        this.allowed = allowed;
        return this;
    }

    public ToolSpec output(String schema) {
        this.outputSchema = schema;
        return this;
    }

    public ToolSpec flags(boolean destructive, boolean idempotent, boolean openWorld) {
        this.destructive = destructive;
        this.idempotent = idempotent;
        this.openWorld = openWorld;
        return this;
    }

    public ToolSpec asyncCapable() {
        this.async = true;
        return this;
    }

    public boolean isMutating() {
        return !"read".equals(effect);
    }

    public boolean isAsync() {
        return async;
    }

    public boolean needsScopes(Iterable<String> granted) {
        for (String scope : scopes) {
            boolean found = false;
            for (String g : granted) {
                if (g.equals(scope)) {
                    found = true;
                    break;
                }
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    /** null when the arguments fit the schema's top level, else the offending key. */
    public String checkArgs(JSONObject args) {
        for (String key : required) {
            if (!args.has(key)) {
                return key;
            }
        }
        Iterator<String> keys = args.keys();
        while (keys.hasNext()) {
            String key = keys.next();
            if (!Arrays.asList(allowed).contains(key)) {
                return key;
            }
        }
        return null;
    }

    public JSONObject toJson(boolean asyncSession) throws JSONException {
        JSONObject annotations = new JSONObject()
                .put("effect", effect)
                .put("risk", risk)
                .put("destructive", destructive)
                .put("idempotent", idempotent)
                .put("open_world", openWorld)
                .put("confirmation", confirmation)
                .put("execution", async && asyncSession ? "sync_or_async" : "sync");
        JSONArray scopeList = new JSONArray();
        for (String scope : scopes) {
            scopeList.put(scope);
        }
        return new JSONObject()
                .put("name", name)
                .put("title", title)
                .put("description", description)
                .put("input_schema", new JSONObject(inputSchema))
                .put("output_schema", new JSONObject(outputSchema))
                .put("scopes", scopeList)
                .put("annotations", annotations);
    }
}
