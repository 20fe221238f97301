.class public interface abstract Lcom/example/r37k1/TokenSource;
.super Ljava/lang/Object;
.source "Tokens.kt"

.method public abstract next()Ljava/lang/String;
.end method
