package a;

import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** A tool descriptor: name, texts, annotations, scopes and schemas. Flags: 1 idempotent, 2 destructive, 4 open world, 8 may run async. */
public final class e {
    public final String a;
    final String b;
    final String c;
    public final String d;
    final String e;
    public final String f;
    public final String[] g;
    final String h;
    final String i;
    final int j;

    public e(String name, String title, String description, String effect, String risk, String confirmation,
            String[] scopes, String input, String output, int flags) {
        this.a = name;
        this.b = title;
        this.c = description;
        this.d = effect;
        this.e = risk;
        this.f = confirmation;
        this.g = scopes;
        this.h = input;
        this.i = output;
        this.j = flags;
    }

    public JSONObject a(boolean async) throws JSONException {
        JSONArray scopes = new JSONArray();
        for (String s : g) {
            scopes.put(s);
        }
        JSONObject annotations = new JSONObject()
                .put("effect", d)
                .put("risk", e)
                .put("destructive", (j & 2) != 0)
                .put("idempotent", (j & 1) != 0)
                .put("open_world", (j & 4) != 0)
                .put("confirmation", f)
                .put("execution", async && (j & 8) != 0 ? "sync_or_async" : "sync");
        return new JSONObject()
                .put("name", a)
                .put("title", b)
                .put("description", c)
                .put("input_schema", new JSONObject(h))
                .put("output_schema", new JSONObject(i))
                .put("scopes", scopes)
                .put("annotations", annotations);
    }

    /** Parses the args when they fit the top level of the input schema (required keys present, no others). */
    public JSONObject a(String argsJson) {
        try {
            JSONObject args = new JSONObject(argsJson);
            JSONObject schema = new JSONObject(h);
            JSONObject props = schema.getJSONObject("properties");
            JSONArray required = schema.optJSONArray("required");
            for (int k = 0; required != null && k < required.length(); k++) {
                if (!args.has(required.optString(k))) {
                    return null;
                }
            }
            java.util.Iterator<String> keys = args.keys();
            while (keys.hasNext()) {
                if (!props.has(keys.next())) {
                    return null;
                }
            }
            return args;
        } catch (JSONException ex) {
            return null;
        }
    }
}
