package android.content;
public class ContentResolver { public void notifyChange(android.net.Uri u, Object o) {} }
