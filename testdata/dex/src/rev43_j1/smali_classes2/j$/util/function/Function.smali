.class public interface abstract Lj$/util/function/Function;
.super Ljava/lang/Object;

.method public abstract apply(Ljava/lang/Object;)Ljava/lang/Object;
.end method

