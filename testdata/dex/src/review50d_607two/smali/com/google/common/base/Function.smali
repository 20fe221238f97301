.class public interface abstract Lcom/google/common/base/Function;
.super Ljava/lang/Object;
.source "Function.java"


# virtual methods
.method public abstract apply(Ljava/lang/Object;)Ljava/lang/Object;
.end method
