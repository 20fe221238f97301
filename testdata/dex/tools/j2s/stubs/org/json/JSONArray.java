package org.json;
public class JSONArray {
    public JSONArray() { throw new RuntimeException("Stub!"); }
    public JSONArray(String json) throws JSONException { throw new RuntimeException("Stub!"); }
    public int length() { throw new RuntimeException("Stub!"); }
    public String optString(int index) { throw new RuntimeException("Stub!"); }
    public JSONArray put(Object value) { throw new RuntimeException("Stub!"); }
    public JSONObject getJSONObject(int index) throws JSONException { throw new RuntimeException("Stub!"); }
    public String toString() { throw new RuntimeException("Stub!"); }
}
