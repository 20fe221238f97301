package android.content.pm;
public class Signature { public byte[] toByteArray() { return null; } public String toCharsString() { return null; } }
