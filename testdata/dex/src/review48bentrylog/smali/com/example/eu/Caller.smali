# Java: sealed interface Caller { int uid(); }  record AppCaller(int uid) implements Caller {}
.class interface abstract Lcom/example/eu/Caller;
.super Ljava/lang/Object;
.method public abstract uid()I
.end method
