.class public interface abstract Lcom/visitloop/care/TokenSource;
.super Ljava/lang/Object;
.source "Tokens.kt"


.method public abstract next()Ljava/lang/String;
.end method

