package android.content;
public class ComponentName { public ComponentName(String p, String c) {} public ComponentName(Context p, Class<?> c) {} }
