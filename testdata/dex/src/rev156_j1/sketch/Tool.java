package com.brightfold.pantry.cetp;

import java.util.function.Function;
import java.util.function.Predicate;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** One row of a provider's tool table: its descriptor and its handler. */
public final class Tool {
    public static final Predicate<Call> NEVER = call -> false;
    public static final Predicate<Call> ALWAYS = call -> true;

    private final String name;
    private final String description;
    private final String effect;
    private final String risk;
    private final boolean destructive;
    private final String confirmation;
    private final String scope;
    private final String inputSchema;
    private final String outputSchema;
    private final boolean fileResult;
    private final Predicate<Call> confirmWhen;
    private final Function<Call, Outcome> handler;

    private Tool(String name, String description, String effect, String risk, boolean destructive,
            String confirmation, String scope, String inputSchema, String outputSchema, boolean fileResult,
            Predicate<Call> confirmWhen, Function<Call, Outcome> handler) {
        this.name = name;
        this.description = description;
        this.effect = effect;
        this.risk = risk;
        this.destructive = destructive;
        this.confirmation = confirmation;
        this.scope = scope;
        this.inputSchema = inputSchema;
        this.outputSchema = outputSchema;
        this.fileResult = fileResult;
        this.confirmWhen = confirmWhen;
        this.handler = handler;
    }

    public static Tool read(String name, String description, String scope, String inputSchema,
            String outputSchema, Function<Call, Outcome> handler) {
        return new Tool(name, description, "read", "low", false, "never", scope, inputSchema, outputSchema,
                false, NEVER, handler);
    }

    public static Tool readFile(String name, String description, String scope, String inputSchema,
            String outputSchema, Function<Call, Outcome> handler) {
        return new Tool(name, description, "read", "low", false, "never", scope, inputSchema, outputSchema,
                true, NEVER, handler);
    }

    public static Tool write(String name, String description, String effect, String risk, boolean destructive,
            String confirmation, String scope, String inputSchema, String outputSchema,
            Predicate<Call> confirmWhen, Function<Call, Outcome> handler) {
        return new Tool(name, description, effect, risk, destructive, confirmation, scope, inputSchema,
                outputSchema, false, confirmWhen, handler);
    }

    public String name() {
        return name;
    }

    public String scope() {
        return scope;
    }

    public boolean mutating() {
        return !"read".equals(effect);
    }

    public boolean fileResult() {
        return fileResult;
    }

    public Predicate<Call> confirmWhen() {
        return confirmWhen;
    }

    public Function<Call, Outcome> handler() {
        return handler;
    }

    public JSONObject describe() {
        try {
            JSONObject annotations = new JSONObject()
                    .put("effect", effect)
                    .put("risk", risk)
                    .put("destructive", destructive)
                    .put("idempotent", !mutating())
                    .put("open_world", false)
                    .put("confirmation", confirmation)
                    .put("execution", "sync");
            return new JSONObject()
                    .put("name", name)
                    .put("description", description)
                    .put("input_schema", new JSONObject(inputSchema))
                    .put("output_schema", new JSONObject(outputSchema))
                    .put("scopes", new JSONArray().put(scope))
                    .put("annotations", annotations);
        } catch (JSONException e) {
            throw new IllegalStateException("bad descriptor for " + name, e);
        }
    }
}
