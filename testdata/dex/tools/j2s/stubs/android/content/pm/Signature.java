package android.content.pm;
public class Signature {
    public byte[] toByteArray() { throw new RuntimeException("Stub!"); }
    public String toCharsString() { throw new RuntimeException("Stub!"); }
}
