.class public interface abstract Lj$/util/function/Supplier;
.super Ljava/lang/Object;
.method public abstract get()Ljava/lang/Object;
.end method
