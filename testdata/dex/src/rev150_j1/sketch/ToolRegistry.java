package com.kestrel.ledger.tools;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Every tool of the app, by provider and name. Tool tables register themselves from their static initializers; a
 * provider loads the tables it serves by class name, which runs those initializers.
 */
public final class ToolRegistry {
    private static final Map<String, Map<String, ToolHandler>> TABLES = new ConcurrentHashMap<>();

    private ToolRegistry() {
    }

    public static void register(ToolHandler handler) {
        TABLES.computeIfAbsent(handler.provider(), provider -> new ConcurrentHashMap<>())
                .put(handler.toolName(), handler);
    }

    /** Initializes each named class, so that its static initializer registers its tools. */
    public static void load(String[] classNames) {
        ClassLoader loader = ToolRegistry.class.getClassLoader();
        for (String className : classNames) {
            try {
                Class.forName(className, true, loader);
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("tool table " + className + " is missing", e);
            }
        }
    }

    public static ToolHandler find(String provider, String toolName) {
        Map<String, ToolHandler> table = TABLES.get(provider);
        if (table == null || toolName == null) {
            return null;
        }
        return table.get(toolName);
    }

    /** Whether the named tool changes anything; unknown tools count as mutating. */
    public static boolean mutates(String provider, String toolName) {
        ToolHandler handler = find(provider, toolName);
        return handler == null || !"read".equals(handler.effect());
    }

    public static List<ToolHandler> all(String provider) {
        Map<String, ToolHandler> table = TABLES.get(provider);
        List<ToolHandler> out = new ArrayList<>();
        if (table != null) {
            out.addAll(table.values());
        }
        out.sort((a, b) -> a.toolName().compareTo(b.toolName()));
        return out;
    }

    /** A v2 tool descriptor; the schemas are JSON written with single quotes. */
    public static JSONObject describe(String name, String title, String description, String effect, String risk,
            boolean destructive, boolean idempotent, String confirmation, String scope, String input, String output)
            throws JSONException {
        JSONObject annotations = new JSONObject()
                .put("effect", effect)
                .put("risk", risk)
                .put("destructive", destructive)
                .put("idempotent", idempotent)
                .put("open_world", false)
                .put("confirmation", confirmation)
                .put("execution", "sync");
        return new JSONObject()
                .put("name", name)
                .put("title", title)
                .put("description", description)
                .put("input_schema", new JSONObject(input.replace('\'', '"')))
                .put("output_schema", new JSONObject(output.replace('\'', '"')))
                .put("scopes", new JSONArray().put(scope))
                .put("annotations", annotations);
    }
}
