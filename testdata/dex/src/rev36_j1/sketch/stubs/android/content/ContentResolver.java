package android.content;
public class ContentResolver {
  public void notifyChange(android.net.Uri u, Object o) {}
  public android.net.Uri insert(android.net.Uri u, ContentValues v) { return null; }
  public int update(android.net.Uri u, ContentValues v, String w, String[] a) { return 0; }
}
