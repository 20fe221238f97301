package org.json;
public class JSONObject {
    public JSONObject() { throw new RuntimeException("Stub!"); }
    public JSONObject(java.util.Map<?, ?> copyFrom) { throw new RuntimeException("Stub!"); }
    public JSONObject(String json) throws JSONException { throw new RuntimeException("Stub!"); }
    public JSONObject put(String name, Object value) throws JSONException { throw new RuntimeException("Stub!"); }
    public JSONObject put(String name, int value) throws JSONException { throw new RuntimeException("Stub!"); }
    public JSONObject put(String name, long value) throws JSONException { throw new RuntimeException("Stub!"); }
    public JSONObject put(String name, boolean value) throws JSONException { throw new RuntimeException("Stub!"); }
    public long optLong(String name) { throw new RuntimeException("Stub!"); }
    public int getInt(String name) throws JSONException { throw new RuntimeException("Stub!"); }
    public int optInt(String name, int fallback) { throw new RuntimeException("Stub!"); }
    public boolean has(String name) { throw new RuntimeException("Stub!"); }
    public String optString(String name) { throw new RuntimeException("Stub!"); }
    public String optString(String name, String fallback) { throw new RuntimeException("Stub!"); }
    public boolean optBoolean(String name, boolean fallback) { throw new RuntimeException("Stub!"); }
    public String getString(String name) throws JSONException { throw new RuntimeException("Stub!"); }
    public JSONObject getJSONObject(String name) throws JSONException { throw new RuntimeException("Stub!"); }
    public JSONArray optJSONArray(String name) { throw new RuntimeException("Stub!"); }
    public String toString() { throw new RuntimeException("Stub!"); }
}
