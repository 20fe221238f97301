package com.halyard.vault.cetp;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** One tool's descriptor and the facts the desks route by. */
public final class ToolSpec {
    public final String name;
    public final String effect;
    public final String scope;
    public final boolean async;
    public final boolean fileResult;
    private final String title;
    private final String description;
    private final String risk;
    private final boolean destructive;
    private final String confirmation;
    private final String inputSchema;
    private final String outputSchema;

    public ToolSpec(String name, String title, String description, String effect, String risk, boolean destructive,
            String confirmation, boolean async, boolean fileResult, String scope, String inputSchema,
            String outputSchema) {
        this.name = name;
        this.title = title;
        this.description = description;
        this.effect = effect;
        this.risk = risk;
        this.destructive = destructive;
        this.confirmation = confirmation;
        this.async = async;
        this.fileResult = fileResult;
        this.scope = scope;
        this.inputSchema = inputSchema;
        this.outputSchema = outputSchema;
    }

    public boolean mutates() {
        return !"read".equals(effect);
    }

    public JSONObject describe() throws JSONException {
        return new JSONObject()
                .put("name", name)
                .put("title", title)
                .put("description", description)
                .put("input_schema", new JSONObject(inputSchema))
                .put("output_schema", new JSONObject(outputSchema))
                .put("scopes", new JSONArray().put(scope))
                .put("annotations", new JSONObject()
                        .put("effect", effect)
                        .put("risk", risk)
                        .put("destructive", destructive)
                        .put("idempotent", false)
                        .put("open_world", false)
                        .put("confirmation", confirmation)
                        .put("execution", async ? "sync_or_async" : "sync"));
    }
}
