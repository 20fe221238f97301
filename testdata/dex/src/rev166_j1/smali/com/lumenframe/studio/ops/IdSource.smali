.class public interface abstract Lcom/lumenframe/studio/ops/IdSource;
.super Ljava/lang/Object;
.source "IdSource.java"


# virtual methods
.method public abstract next()Ljava/lang/String;
.end method
