package android.content;
import android.net.Uri;
public abstract class ContentResolver {
    public final java.io.InputStream openInputStream(Uri uri) throws java.io.FileNotFoundException { throw new RuntimeException("Stub!"); }
}
