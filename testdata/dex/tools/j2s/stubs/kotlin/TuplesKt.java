package kotlin;
public final class TuplesKt {
    public static final <A, B> Pair<A, B> to(A first, B second) { throw new RuntimeException("Stub!"); }
}
