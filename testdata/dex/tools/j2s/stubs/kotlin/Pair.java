package kotlin;
public final class Pair<A, B> {
    public Pair(A first, B second) { throw new RuntimeException("Stub!"); }
    public final A component1() { throw new RuntimeException("Stub!"); }
    public final B component2() { throw new RuntimeException("Stub!"); }
    public final A getFirst() { throw new RuntimeException("Stub!"); }
    public final B getSecond() { throw new RuntimeException("Stub!"); }
}
