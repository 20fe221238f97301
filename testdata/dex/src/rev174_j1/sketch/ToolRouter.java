package com.tallowbrook.salon.core;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/**
 * Finds the {@link ToolMethod}s of a handler object once, by reflection, and keeps them by tool name. Lists come out
 * sorted by name, so neither descriptors nor the revision depend on the order getDeclaredMethods returns.
 */
public final class ToolRouter {
    private static final Pattern TOOL_NAME = Pattern.compile("[a-z][a-z0-9_]{0,63}");

    /** One tool: its annotation, its method and its parsed input schema. */
    public static final class Route {
        public final ToolMethod spec;
        final Method method;
        final JSONObject input;

        Route(ToolMethod spec, Method method, JSONObject input) {
            this.spec = spec;
            this.method = method;
            this.input = input;
        }

        public boolean isRead() {
            return "read".equals(spec.effect());
        }

        /** confirmation=always, or anything §3.4 says must be treated as always. */
        public boolean needsConsent() {
            String effect = spec.effect();
            return "always".equals(spec.confirmation()) || "delete".equals(effect) || "transaction".equals(effect)
                    || spec.destructive() || "high".equals(spec.risk());
        }

        JSONObject descriptor(boolean async) throws JSONException {
            JSONObject annotations = new JSONObject();
            annotations.put("effect", spec.effect());
            annotations.put("risk", spec.risk());
            annotations.put("destructive", spec.destructive());
            annotations.put("idempotent", spec.idempotent());
            annotations.put("open_world", spec.openWorld());
            annotations.put("confirmation", spec.confirmation());
            annotations.put("execution", async && spec.async() ? "sync_or_async" : "sync");
            JSONObject d = new JSONObject();
            d.put("name", spec.name());
            d.put("title", spec.title());
            d.put("description", spec.description());
            d.put("input_schema", new JSONObject(spec.input()));
            d.put("output_schema", new JSONObject(spec.output()));
            JSONArray scopes = new JSONArray();
            for (String scope : spec.scopes()) {
                scopes.put(scope);
            }
            d.put("scopes", scopes);
            d.put("annotations", annotations);
            return d;
        }

        /** Top-level schema check: required keys, no unknown keys, primitive types. */
        public boolean argsMatch(JSONObject args) {
            JSONObject props = input.optJSONObject("properties");
            Iterator<String> keys = args.keys();
            while (keys.hasNext()) {
                String key = keys.next();
                JSONObject prop = props == null ? null : props.optJSONObject(key);
                if (prop == null || !typeMatches(prop.optString("type"), args.opt(key))) {
                    return false;
                }
            }
            JSONArray required = input.optJSONArray("required");
            if (required != null) {
                for (int i = 0; i < required.length(); i++) {
                    if (!args.has(required.optString(i))) {
                        return false;
                    }
                }
            }
            return true;
        }

        private static boolean typeMatches(String type, Object value) {
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

    private final Object handler;
    private final Map<String, Route> routes;

    ToolRouter(Object handler, Map<String, Route> routes) {
        this.handler = handler;
        this.routes = routes;
    }

    public static ToolRouter scan(Object handler) {
        Map<String, Route> routes = new TreeMap<>();
        for (Method m : handler.getClass().getDeclaredMethods()) {
            ToolMethod spec = m.getAnnotation(ToolMethod.class);
            if (spec == null) {
                continue;
            }
            Class<?>[] params = m.getParameterTypes();
            if (!TOOL_NAME.matcher(spec.name()).matches() || routes.containsKey(spec.name()) || params.length != 1
                    || params[0] != ToolCall.class || m.getReturnType() != ToolCall.Result.class) {
                throw new IllegalStateException("not a tool method: " + m.getName());
            }
            m.setAccessible(true);
            try {
                routes.put(spec.name(), new Route(spec, m, new JSONObject(spec.input())));
            } catch (JSONException e) {
                throw new IllegalStateException("bad input schema on " + m.getName(), e);
            }
        }
        return new ToolRouter(handler, routes);
    }

    public Route route(String name) {
        return routes.get(name);
    }

    /** The v2 list for a caller: only tools whose scopes it holds. */
    public JSONObject list(Set<String> granted, boolean async) throws JSONException {
        JSONArray tools = new JSONArray();
        for (Route route : routes.values()) {
            boolean visible = true;
            for (String scope : route.spec.scopes()) {
                visible &= granted.contains(scope);
            }
            if (visible) {
                tools.put(route.descriptor(async));
            }
        }
        JSONObject list = new JSONObject();
        String text = tools.toString();
        list.put("revision", "tools-" + Tokens.sha256(text.getBytes(StandardCharsets.UTF_8)).substring(0, 16));
        list.put("tools", tools);
        return list;
    }

    public ToolCall.Result invoke(Route route, ToolCall call) throws Exception {
        try {
            return (ToolCall.Result) route.method.invoke(handler, call);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Exception) {
                throw (Exception) cause;
            }
            throw e;
        }
    }
}
