package org.json;
public class JSONArray { public JSONArray() {} public JSONArray put(Object o) { return this; } public int length() { return 0; } public String toString() { return ""; } }
