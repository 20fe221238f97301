package org.json;
public class JSONException extends Exception { public JSONException(String m) { super(m); } }
