package com.larderly.app.cetp;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** A tool's v2 descriptor, and the top-level check of its input schema. */
public final class ToolDescriptor {
    public final String name;
    public final String title;
    public final String description;
    public final String effect;
    public final String risk;
    public final String confirmation;
    public final boolean destructive;
    public final boolean idempotent;
    public final boolean async;
    public final String[] scopes;
    private final List<String[]> properties = new ArrayList<>();
    private final List<String[]> outputs = new ArrayList<>();

    public ToolDescriptor(String name, String title, String description, String effect, String risk,
            String confirmation, boolean destructive, boolean idempotent, boolean async, String... scopes) {
        this.name = name;
        this.title = title;
        this.description = description;
        this.effect = effect;
        this.risk = risk;
        this.confirmation = confirmation;
        this.destructive = destructive;
        this.idempotent = idempotent;
        this.async = async;
        this.scopes = scopes;
    }

    /** Declares an input property: JSON type and whether it is required. */
    public ToolDescriptor input(String property, String type, boolean required) {
        properties.add(new String[] {property, type, required ? "1" : "0"});
        return this;
    }

    /** Declares a required output property. */
    public ToolDescriptor output(String property, String type) {
        outputs.add(new String[] {property, type});
        return this;
    }

    public boolean isRead() {
        return "read".equals(effect);
    }

    public JSONObject toJson(boolean asyncNegotiated) throws JSONException {
        JSONObject annotations = new JSONObject();
        annotations.put("effect", effect);
        annotations.put("risk", risk);
        annotations.put("destructive", destructive);
        annotations.put("idempotent", idempotent);
        annotations.put("open_world", false);
        annotations.put("confirmation", confirmation);
        annotations.put("execution", async && asyncNegotiated ? "sync_or_async" : "sync");
        JSONObject tool = new JSONObject();
        tool.put("name", name);
        tool.put("title", title);
        tool.put("description", description);
        tool.put("input_schema", inputSchema());
        tool.put("output_schema", outputSchema());
        tool.put("scopes", new JSONArray(java.util.Arrays.asList(scopes)));
        tool.put("annotations", annotations);
        return tool;
    }

    private JSONObject inputSchema() throws JSONException {
        JSONObject props = new JSONObject();
        JSONArray required = new JSONArray();
        for (String[] p : properties) {
            props.put(p[0], typeSchema(p[1]));
            if ("1".equals(p[2])) {
                required.put(p[0]);
            }
        }
        JSONObject schema = new JSONObject();
        schema.put("type", "object");
        schema.put("properties", props);
        schema.put("required", required);
        schema.put("additionalProperties", false);
        return schema;
    }

    private JSONObject outputSchema() throws JSONException {
        JSONObject props = new JSONObject();
        JSONArray required = new JSONArray();
        for (String[] p : outputs) {
            props.put(p[0], typeSchema(p[1]));
            required.put(p[0]);
        }
        JSONObject schema = new JSONObject();
        schema.put("type", "object");
        schema.put("properties", props);
        schema.put("required", required);
        return schema;
    }

    private static JSONObject typeSchema(String type) throws JSONException {
        JSONObject s = new JSONObject();
        s.put("type", type);
        return s;
    }

    /** Top level of the input schema: an object, no unknown keys, required keys present, JSON types right. */
    public boolean accepts(JSONObject args) {
        Iterator<String> keys = args.keys();
        while (keys.hasNext()) {
            String key = keys.next();
            String[] declared = property(key);
            if (declared == null || !hasType(args.opt(key), declared[1])) {
                return false;
            }
        }
        for (String[] p : properties) {
            if ("1".equals(p[2]) && !args.has(p[0])) {
                return false;
            }
        }
        return true;
    }

    private String[] property(String key) {
        for (String[] p : properties) {
            if (p[0].equals(key)) {
                return p;
            }
        }
        return null;
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
}
