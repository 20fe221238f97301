package com.inkwell.notes.cetp;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import org.json.JSONArray;
import org.json.JSONException;
import org.json.JSONObject;

/** JSON helpers: argument lookup, the small schemas of the tool descriptors, digests. */
public final class Json {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Json() {
    }

    /** The first of the keys that the arguments carry as a non-empty string, or null. */
    public static String first(JSONObject args, String... keys) {
        for (String key : keys) {
            String value = args.optString(key, null);
            if (value != null && !value.isEmpty()) {
                return value;
            }
        }
        return null;
    }

    /** An input schema: "name", "name:type", a trailing ? for an optional property; nothing else allowed. */
    public static JSONObject input(String... properties) throws JSONException {
        JSONObject props = new JSONObject();
        JSONArray required = new JSONArray();
        for (String property : properties) {
            boolean optional = property.endsWith("?");
            String spec = optional ? property.substring(0, property.length() - 1) : property;
            int colon = spec.indexOf(':');
            String name = colon < 0 ? spec : spec.substring(0, colon);
            String type = colon < 0 ? "string" : spec.substring(colon + 1);
            props.put(name, new JSONObject().put("type", type));
            if (!optional) {
                required.put(name);
            }
        }
        return new JSONObject().put("type", "object").put("properties", props).put("required", required)
                .put("additionalProperties", false);
    }

    /** An output schema: one required property, "name:type". */
    public static JSONObject output(String property) throws JSONException {
        int colon = property.indexOf(':');
        String name = property.substring(0, colon);
        return new JSONObject().put("type", "object")
                .put("properties", new JSONObject().put(name, new JSONObject().put("type", property.substring(colon + 1))))
                .put("required", new JSONArray().put(name));
    }

    public static String hex(byte[] raw) {
        char[] out = new char[raw.length * 2];
        for (int i = 0; i < raw.length; i++) {
            out[2 * i] = HEX[(raw[i] >> 4) & 0xf];
            out[2 * i + 1] = HEX[raw[i] & 0xf];
        }
        return new String(out);
    }

    public static String sha256(String text) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return hex(md.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 missing", e);
        }
    }
}
