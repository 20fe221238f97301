.class public interface abstract Lj$/util/function/Predicate;
.super Ljava/lang/Object;

.method public abstract test(Ljava/lang/Object;)Z
.end method

