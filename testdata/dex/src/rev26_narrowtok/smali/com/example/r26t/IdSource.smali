.class public interface abstract Lcom/example/r26t/IdSource;
.super Ljava/lang/Object;
.source "IdSource.kt"

.method public abstract next()Ljava/lang/String;
.end method
