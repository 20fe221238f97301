package com.fieldnote.birding.cetp;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONException;

/** A provider's tools: tool name to argument type, and argument type to handler. */
public final class Registry {
    private final Map<String, Class<? extends ToolArgs>> types = new LinkedHashMap<>();
    private final Map<Class<? extends ToolArgs>, ToolHandler<?, ?>> handlers = new HashMap<>();

    public <A extends ToolArgs> Registry add(ToolHandler<A, ?> handler) {
        if (types.containsKey(handler.name) || handlers.containsKey(handler.argsType)) {
            throw new IllegalArgumentException("registered twice: " + handler.name);
        }
        types.put(handler.name, handler.argsType);
        handlers.put(handler.argsType, handler);
        return this;
    }

    /** The argument type of the tool called {@code name}, or null. */
    public Class<? extends ToolArgs> typeOf(String name) {
        return name == null ? null : types.get(name);
    }

    /** The handler of argument type {@code type}: the type is the key it was added under. */
    @SuppressWarnings("unchecked")
    public <A extends ToolArgs> ToolHandler<A, ?> get(Class<A> type) {
        return (ToolHandler<A, ?>) handlers.get(type);
    }

    public JSONArray describe() throws JSONException {
        JSONArray tools = new JSONArray();
        for (Class<? extends ToolArgs> type : types.values()) {
            tools.put(get(type).describe());
        }
        return tools;
    }
}
