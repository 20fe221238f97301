package android.content;
public class ContentValues { public void put(String k, String v) {} public void put(String k, Integer v) {} public void put(String k, Long v) {} public void put(String k, Boolean v) {} }
