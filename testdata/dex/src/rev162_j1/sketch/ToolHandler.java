package com.fieldnote.birding.cetp;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * One tool: its descriptor, its argument type (the Class token the registry and the decoder use) and its work.
 * Subclasses implement {@link #handle} for their own A and R; every execution comes in through {@link #run}.
 */
public abstract class ToolHandler<A extends ToolArgs, R extends ToolResult> {
    /** The descriptor fields of a tool besides its schemas. */
    public static final class Spec {
        final String name;
        final String title;
        final String description;
        String effect = "read";
        String risk = "low";
        String confirmation = "never";
        boolean destructive;
        String[] scopes = new String[0];

        public Spec(String name, String title, String description) {
            this.name = name;
            this.title = title;
            this.description = description;
        }

        public Spec effect(String effect) {
            this.effect = effect;
            return this;
        }

        public Spec risk(String risk) {
            this.risk = risk;
            return this;
        }

        public Spec confirmation(String confirmation) {
            this.confirmation = confirmation;
            return this;
        }

        public Spec destructive() {
            this.destructive = true;
            return this;
        }

        public Spec scopes(String... scopes) {
            this.scopes = scopes;
            return this;
        }
    }

    public final String name;
    public final Class<A> argsType;
    private final Spec spec;

    protected ToolHandler(Class<A> argsType, Spec spec) {
        this.name = spec.name;
        this.argsType = argsType;
        this.spec = spec;
    }

    protected abstract JSONObject inputSchema() throws JSONException;

    protected abstract JSONObject outputSchema() throws JSONException;

    /** The tool's work, on arguments already decoded, checked and approved. */
    protected abstract R handle(A args) throws ToolException;

    public final boolean mutating() {
        return !"read".equals(spec.effect);
    }

    public final String[] scopes() {
        return spec.scopes;
    }

    public final JSONObject describe() throws JSONException {
        JSONArray scopes = new JSONArray();
        for (String scope : spec.scopes) {
            scopes.put(scope);
        }
        JSONObject annotations = new JSONObject()
                .put("effect", spec.effect)
                .put("risk", spec.risk)
                .put("destructive", spec.destructive)
                .put("idempotent", false)
                .put("open_world", false)
                .put("confirmation", spec.confirmation)
                .put("execution", "sync");
        return new JSONObject()
                .put("name", spec.name)
                .put("title", spec.title)
                .put("description", spec.description)
                .put("input_schema", inputSchema())
                .put("output_schema", outputSchema())
                .put("scopes", scopes)
                .put("annotations", annotations);
    }

    /**
     * The template every execution goes through: the request's deadline before anything happens, the user's
     * answer when the tool always asks, then the tool.
     */
    public R run(Call call, A args) throws ToolException {
        long deadline = call.extras.getLong("deadline_at_ms", 0L);
        if (deadline <= System.currentTimeMillis()) {
            throw new ToolException("DEADLINE_EXCEEDED", "The deadline passed before the tool started", false);
        }
        if ("always".equals(spec.confirmation)) {
            call.requireApproval(summarize(args));
        }
        return handle(args);
    }

    /** The question the confirmation screen asks; tools that always ask say what exactly will happen. */
    protected String summarize(A args) throws ToolException {
        return "Allow \"" + spec.title + "\"?";
    }

    /** A JSON object written with single quotes, as the schemas of the tools are. */
    protected static JSONObject json(String singleQuoted) throws JSONException {
        return new JSONObject(singleQuoted.replace('\'', '"'));
    }
}
