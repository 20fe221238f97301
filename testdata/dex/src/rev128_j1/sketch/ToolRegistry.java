package com.quirewell.cetp;

import android.util.Log;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** Tool names to descriptors and implementations, filled by a catalog, annotation scans and plugins. */
public final class ToolRegistry {
    private static final String TAG = "ToolRegistry";

    /** One registered tool. */
    public static final class Entry {
        private final String name;
        private final JSONObject descriptor;
        private final Tool tool;

        Entry(String name, JSONObject descriptor, Tool tool) {
            this.name = name;
            this.descriptor = descriptor;
            this.tool = tool;
        }

        public String name() {
            return name;
        }

        public Tool tool() {
            return tool;
        }

        public JSONObject descriptor() {
            return descriptor;
        }

        /** Every tool whose effect is not read is deduplicated by request_id (spec 6). */
        public boolean mutates() {
            JSONObject annotations = descriptor.optJSONObject("annotations");
            return annotations == null || !"read".equals(annotations.optString("effect"));
        }

        public List<String> scopes() {
            JSONArray a = descriptor.optJSONArray("scopes");
            if (a == null) {
                return Collections.emptyList();
            }
            List<String> scopes = new ArrayList<>();
            for (int i = 0; i < a.length(); i++) {
                scopes.add(a.optString(i));
            }
            return scopes;
        }
    }

    private final Map<String, JSONObject> descriptors = new LinkedHashMap<>();
    private final Map<String, Entry> entries = new LinkedHashMap<>();
    private String revision = "tools-0";

    /** The catalog's descriptor list: a tool can only be added once it is described. */
    public void describe(String revision, String json) throws JSONException {
        this.revision = revision;
        JSONArray tools = new JSONArray(json);
        for (int i = 0; i < tools.length(); i++) {
            JSONObject d = tools.getJSONObject(i);
            descriptors.put(d.getString("name"), d);
        }
    }

    public void add(String name, Tool tool) {
        JSONObject d = descriptors.get(name);
        if (d == null) {
            throw new IllegalArgumentException("tool " + name + " has no descriptor");
        }
        entries.put(name, new Entry(name, d, tool));
    }

    public Entry find(String name) {
        return name == null ? null : entries.get(name);
    }

    public JSONObject listing() throws JSONException {
        JSONArray tools = new JSONArray();
        for (Entry e : entries.values()) {
            tools.put(e.descriptor);
        }
        return new JSONObject().put("revision", revision).put("tools", tools);
    }

    /** Registers every method of owner marked @ToolMethod; each runs through a MethodTool. */
    public int scan(Object owner, ToolHost host) {
        int found = 0;
        for (Method m : owner.getClass().getDeclaredMethods()) {
            ToolMethod marker = m.getAnnotation(ToolMethod.class);
            if (marker == null) {
                continue;
            }
            if (m.getParameterCount() != 1 || m.getParameterTypes()[0] != Invocation.class
                    || m.getReturnType() != Outcome.class) {
                Log.w(TAG, "skipping malformed tool method " + m.getName());
                continue;
            }
            m.setAccessible(true);
            add(marker.name(), new MethodTool(owner, m, marker.title(), host));
            found++;
        }
        return found;
    }

    /** Registers the plugins of META-INF/services that belong to this provider. */
    public int loadPlugins(String providerKey, ToolHost host) {
        int found = 0;
        for (ToolPlugin plugin : ServiceLoader.load(ToolPlugin.class)) {
            if (!providerKey.equals(plugin.providerKey())) {
                continue;
            }
            add(plugin.toolName(), inv -> plugin.execute(host, inv));
            found++;
        }
        return found;
    }
}
