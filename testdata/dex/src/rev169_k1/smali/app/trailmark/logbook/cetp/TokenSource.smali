.class public interface abstract Lapp/trailmark/logbook/cetp/TokenSource;
.super Ljava/lang/Object;
.source "Tokens.kt"


# virtual methods
.method public abstract next()Ljava/lang/String;
.end method
