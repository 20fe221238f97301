package com.fernhill.stockroom.core;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.json.JSONException;

/** Tool plugins created by reflection from class names, keyed by tool name. */
public final class PluginRegistry {
    private final Map<String, Tool> tools = new LinkedHashMap<>();
    private String revision;

    /** Loads {@code classNames}, each a public Tool subclass with a no-argument constructor. */
    public static PluginRegistry load(String[] classNames) {
        PluginRegistry registry = new PluginRegistry();
        for (String className : classNames) {
            registry.add(instantiate(className));
        }
        return registry;
    }

    /** Loads a table of {tool name, class name} rows and checks each plugin declares the name it is listed under. */
    public static PluginRegistry fromTable(String[][] table) {
        PluginRegistry registry = new PluginRegistry();
        for (String[] row : table) {
            Tool tool = instantiate(row[1]);
            if (!row[0].equals(tool.spec().name)) {
                throw new IllegalStateException("plugin " + row[1] + " does not declare " + row[0]);
            }
            registry.add(tool);
        }
        return registry;
    }

    private static Tool instantiate(String className) {
        try {
            Class<?> type = Class.forName(className);
            if (!Tool.class.isAssignableFrom(type)) {
                throw new IllegalStateException(className + " is not a Tool");
            }
            return (Tool) type.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot load plugin " + className, e);
        }
    }

    private void add(Tool tool) {
        String name = tool.spec().name;
        if (tools.containsKey(name)) {
            throw new IllegalStateException("duplicate tool " + name);
        }
        tools.put(name, tool);
    }

    public Tool find(String name) {
        return tools.get(name);
    }

    public Collection<Tool> all() {
        return Collections.unmodifiableCollection(new ArrayList<>(tools.values()));
    }

    /** Changes whenever a descriptor changes (§3.3): a digest of every descriptor. */
    public synchronized String revision() throws JSONException {
        if (revision == null) {
            StringBuilder all = new StringBuilder();
            for (Tool tool : tools.values()) {
                all.append(tool.spec().toJson(true)).append('\n');
            }
            revision = "tools-" + Tokens.sha256(all.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8))
                    .substring(0, 12);
        }
        return revision;
    }
}
