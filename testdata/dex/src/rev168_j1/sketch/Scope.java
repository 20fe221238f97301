package com.tallyspring.budget.cetp;

import java.util.LinkedHashMap;
import java.util.Map;
import org.json.JSONObject;

/** One entry of a provider's scope catalog (§3.2). Immutable; made by the factories below. */
public final class Scope {
    private final String name;
    private final String title;
    private final String description;
    private final boolean write;
    private final String sensitivity;

    private Scope(String name, String title, String description, boolean write, String sensitivity) {
        this.name = name;
        this.title = title;
        this.description = description;
        this.write = write;
        this.sensitivity = sensitivity;
    }

    public static Scope read(String name, String title, String description, String sensitivity) {
        return new Scope(name, title, description, false, sensitivity);
    }

    public static Scope write(String name, String title, String description, String sensitivity) {
        return new Scope(name, title, description, true, sensitivity);
    }

    public String name() {
        return name;
    }

    public JSONObject toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name);
        m.put("title", title);
        m.put("description", description);
        m.put("access", write ? "write" : "read");
        m.put("sensitivity", sensitivity);
        return new JSONObject(m);
    }
}
