package com.tidepool.reef.cetp;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** One tool's descriptor as list_tools shows it. */
public final class ToolSpec {
    public final String name;
    public final String title;
    public final String description;
    public final String effect;
    public final String risk;
    public final String confirmation;
    public final boolean destructive;
    public final boolean idempotent;
    public final boolean openWorld;
    public final String[] scopes;
    private final String inputSchema;
    private final String outputSchema;

    public ToolSpec(String name, String title, String description, String effect, String risk,
            String confirmation, boolean destructive, boolean idempotent, boolean openWorld, String[] scopes,
            String inputSchema, String outputSchema) {
        this.name = name;
        this.title = title;
        this.description = description;
        this.effect = effect;
        this.risk = risk;
        this.confirmation = confirmation;
        this.destructive = destructive;
        this.idempotent = idempotent;
        this.openWorld = openWorld;
        this.scopes = scopes;
        this.inputSchema = inputSchema;
        this.outputSchema = outputSchema;
    }

    public boolean mutating() {
        return !"read".equals(effect);
    }

    public JSONObject toJson() throws JSONException {
        JSONObject annotations = new JSONObject();
        annotations.put("effect", effect);
        annotations.put("risk", risk);
        annotations.put("destructive", destructive);
        annotations.put("idempotent", idempotent);
        annotations.put("open_world", openWorld);
        annotations.put("confirmation", confirmation);
        annotations.put("execution", "sync");
        JSONArray scopeNames = new JSONArray();
        for (String scope : scopes) {
            scopeNames.put(scope);
        }
        JSONObject tool = new JSONObject();
        tool.put("name", name);
        tool.put("title", title);
        tool.put("description", description);
        tool.put("input_schema", new JSONObject(inputSchema));
        tool.put("output_schema", new JSONObject(outputSchema));
        tool.put("scopes", scopeNames);
        tool.put("annotations", annotations);
        return tool;
    }
}
