package com.copperwick.config;

import android.content.Context;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** One provider's part of assets/tools.json: its provider info, export folder and tool descriptors. */
public final class ToolConfig {
    private final JSONObject providerInfo;
    private final String revision;
    private final String exportDir;
    private final Map<String, JSONObject> descriptors = new LinkedHashMap<>();

    private ToolConfig(JSONObject section) throws JSONException {
        providerInfo = section.getJSONObject("provider");
        revision = section.getString("revision");
        exportDir = section.optString("export_dir", "exports");
        JSONArray tools = section.getJSONArray("tools");
        for (int i = 0; i < tools.length(); i++) {
            JSONObject tool = tools.getJSONObject(i);
            descriptors.put(tool.getString("name"), tool);
        }
    }

    public static ToolConfig load(Context context, String providerKey) throws IOException, JSONException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (InputStream in = context.getAssets().open("tools.json")) {
            byte[] buf = new byte[4096];
            int n;
            while ((n = in.read(buf)) > 0) {
                bytes.write(buf, 0, n);
            }
        }
        JSONObject root = new JSONObject(new String(bytes.toByteArray(), StandardCharsets.UTF_8));
        return new ToolConfig(root.getJSONObject(providerKey));
    }

    public JSONObject providerInfo() {
        return providerInfo;
    }

    public String exportDir() {
        return exportDir;
    }

    public JSONObject descriptor(String name) {
        return descriptors.get(name);
    }

    public Iterable<String> toolNames() {
        return descriptors.keySet();
    }

    public boolean mutates(String name) {
        JSONObject d = descriptors.get(name);
        return d == null || !"read".equals(d.optJSONObject("annotations").optString("effect"));
    }

    public JSONObject listing() throws JSONException {
        JSONArray tools = new JSONArray();
        for (JSONObject d : descriptors.values()) {
            tools.put(d);
        }
        return new JSONObject().put("revision", revision).put("tools", tools);
    }
}
