package com.bj.cetp;

import org.json.JSONException;
import org.json.JSONObject;

/** A tool descriptor made by a fluent builder; the spec keeps its builder and writes list_tools JSON from it. */
public final class ToolSpec {
    public static final class Builder {
        final String name;
        String description = "";
        String effect = "read";
        String confirmation = "never";

        Builder(String name) {
            this.name = name;
        }

        public Builder describe(String description) {
            this.description = description;
            return this;
        }

        public Builder annotate(String effect, String confirmation) {
            this.effect = effect;
            this.confirmation = confirmation;
            return this;
        }

        public ToolSpec build() {
            if (name.isEmpty()) {
                throw new IllegalStateException("a tool needs a name");
            }
            return new ToolSpec(this);
        }
    }

    private final Builder spec;

    ToolSpec(Builder b) {
        this.spec = b;
    }

    public static Builder named(String name) {
        return new Builder(name);
    }

    public String name() {
        return spec.name;
    }

    public boolean isRead() {
        return "read".equals(spec.effect);
    }

    JSONObject toJson() throws JSONException {
        JSONObject annotations = new JSONObject();
        annotations.put("effect", spec.effect);
        annotations.put("confirmation", spec.confirmation);
        JSONObject tool = new JSONObject();
        tool.put("name", spec.name);
        tool.put("description", spec.description);
        tool.put("annotations", annotations);
        return tool;
    }
}
