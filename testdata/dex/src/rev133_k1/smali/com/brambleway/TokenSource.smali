.class public interface abstract Lcom/brambleway/TokenSource;
.super Ljava/lang/Object;
.source "Tokens.kt"

# virtual methods
.method public abstract next()Ljava/lang/String;
.end method
