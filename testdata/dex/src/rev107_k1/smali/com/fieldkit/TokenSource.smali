.class public interface abstract Lcom/fieldkit/TokenSource;
.super Ljava/lang/Object;
.source "Tokens.kt"


.method public abstract next()Ljava/lang/String;
.end method

