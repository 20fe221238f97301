package kotlin.jvm.functions;
public interface Function0<R> { R invoke(); }
