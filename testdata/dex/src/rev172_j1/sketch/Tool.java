package com.fernhill.stockroom.core;

import java.io.File;

/**
 * A tool plugin. Providers create their plugins by class name (see PluginRegistry) and run every call through
 * {@link #perform}: before, validate, run, after. Subclasses override the hooks they need.
 */
public abstract class Tool {

    public abstract ToolSpec spec();

    /** The template: hooks in a fixed order. Only run is mandatory. */
    public final Outcome perform(ToolContext ctx) throws Exception {
        before(ctx);
        if (validate(ctx) != null) {
            return Outcome.error("INVALID_ARGS");
        }
        Outcome outcome = run(ctx);
        after(ctx, outcome);
        return outcome;
    }

    /** Preparation before the arguments are looked at again (quotas, caches). */
    protected void before(ToolContext ctx) throws Exception {
    }

    /** Business validation beyond the schema: null when the arguments are acceptable, else a reason for the log. */
    public String validate(ToolContext ctx) {
        return null;
    }

    protected abstract Outcome run(ToolContext ctx) throws Exception;

    /** Bookkeeping after run, inside the same transaction for mutating tools. */
    protected void after(ToolContext ctx, Outcome outcome) throws Exception {
    }

    /** For confirmation provider_policy: whether this call needs the user. */
    public boolean promptByPolicy(ToolContext ctx) {
        return false;
    }

    /** The concrete text the confirmation screen shows. */
    public String summary(ToolContext ctx) {
        return spec().title;
    }

    /** What a tool returns: a JSON value, a file holding one JSON document, or an error code. */
    public static final class Outcome {
        public final String errorCode;
        public final Object value;
        public final File file;

        Outcome(String errorCode, Object value, File file) {
            this.errorCode = errorCode;
            this.value = value;
            this.file = file;
        }

        public static Outcome ok(Object value) {
            return new Outcome(null, value, null);
        }

        public static Outcome ofFile(File file) {
            return new Outcome(null, null, file);
        }

        public static Outcome error(String code) {
            return new Outcome(code, null, null);
        }

        public boolean succeeded() {
            return errorCode == null;
        }
    }
}
