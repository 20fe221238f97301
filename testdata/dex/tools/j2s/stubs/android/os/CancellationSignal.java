package android.os;
public final class CancellationSignal {}
