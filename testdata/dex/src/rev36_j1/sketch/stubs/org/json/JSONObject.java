package org.json;
public class JSONObject {
  public JSONObject() {} public JSONObject(String s) throws JSONException {}
  public String optString(String k) { return ""; } public String optString(String k, String d) { return d; }
  public int optInt(String k) { return 0; } public int optInt(String k, int d) { return d; } public long optLong(String k) { return 0; }
  public boolean optBoolean(String k) { return false; } public boolean optBoolean(String k, boolean d) { return d; }
  public boolean has(String k) { return false; }
  public String getString(String k) throws JSONException { return ""; }
  public JSONObject put(String k, Object v) throws JSONException { return this; } public JSONObject put(String k, int v) throws JSONException { return this; } public JSONObject put(String k, long v) throws JSONException { return this; } public JSONObject put(String k, boolean v) throws JSONException { return this; }
  public String toString() { return ""; }
}
