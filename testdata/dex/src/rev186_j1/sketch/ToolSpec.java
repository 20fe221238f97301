package com.tallyworks.stockroom.cetp;

import java.util.Set;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** One tool of a provider: identity, schemas, scopes and the §3.4 annotations. */
public final class ToolSpec {

    public enum Effect {
        READ("read"), CREATE("create"), UPDATE("update"), DELETE("delete"), TRANSACTION("transaction");

        final String wire;

        Effect(String wire) {
            this.wire = wire;
        }
    }

    public enum Risk {
        LOW("low"), MODERATE("moderate"), HIGH("high");

        final String wire;

        Risk(String wire) {
            this.wire = wire;
        }
    }

    public enum Confirmation {
        NEVER("never"), PROVIDER_POLICY("provider_policy"), ALWAYS("always");

        final String wire;

        Confirmation(String wire) {
            this.wire = wire;
        }
    }

    public final String name;
    public final String title;
    public final String description;
    public final Effect effect;
    public final Risk risk;
    public final Confirmation confirmation;
    public final String[] scopes;
    public final String inputSchema;
    public final String outputSchema;
    boolean destructive;
    boolean idempotent;
    boolean openWorld;
    boolean asyncCapable;

    public ToolSpec(String name, String title, String description, Effect effect, Risk risk,
            Confirmation confirmation, String[] scopes, String inputSchema, String outputSchema) {
        this.name = name;
        this.title = title;
        this.description = description;
        this.effect = effect;
        this.risk = risk;
        this.confirmation = confirmation;
        this.scopes = scopes;
        this.inputSchema = inputSchema;
        this.outputSchema = outputSchema;
        this.openWorld = false;
    }

    public ToolSpec destructive() {
        destructive = true;
        return this;
    }

    public ToolSpec idempotent() {
        idempotent = true;
        return this;
    }

    public ToolSpec openWorld() {
        openWorld = true;
        return this;
    }

    public ToolSpec async() {
        asyncCapable = true;
        return this;
    }

    public boolean isAsyncCapable() {
        return asyncCapable;
    }

    public boolean mutating() {
        switch (effect) {
            case READ:
                return false;
            case CREATE:
            case UPDATE:
            case DELETE:
            case TRANSACTION:
            default:
                return true;
        }
    }

    /** The stricter of the declared policy and what effect / risk / destructive demand (§3.4). */
    public boolean alwaysConfirm() {
        return confirmation == Confirmation.ALWAYS || risk == Risk.HIGH || destructive
                || effect == Effect.DELETE || effect == Effect.TRANSACTION;
    }

    public boolean scopesGranted(Set<String> granted) {
        if (granted == null) {
            return false;
        }
        for (String scope : scopes) {
            if (!granted.contains(scope)) {
                return false;
            }
        }
        return true;
    }

    public JSONObject toJson(boolean asyncSession) throws JSONException {
        JSONObject annotations = new JSONObject()
                .put("effect", effect.wire)
                .put("risk", risk.wire)
                .put("destructive", destructive)
                .put("idempotent", idempotent)
                .put("open_world", openWorld)
                .put("confirmation", confirmation.wire)
                .put("execution", asyncCapable && asyncSession ? "sync_or_async" : "sync");
        JSONArray scopeArray = new JSONArray();
        for (String scope : scopes) {
            scopeArray.put(scope);
        }
        return new JSONObject()
                .put("name", name)
                .put("title", title)
                .put("description", description)
                .put("input_schema", new JSONObject(inputSchema))
                .put("output_schema", new JSONObject(outputSchema))
                .put("scopes", scopeArray)
                .put("annotations", annotations);
    }
}
