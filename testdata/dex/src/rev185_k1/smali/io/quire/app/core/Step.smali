.class public interface abstract Lio/quire/app/core/Step;
.super Ljava/lang/Object;
.source "CallState.kt"


# virtual methods
.method public abstract advance(Lio/quire/app/core/CallState;)Lio/quire/app/core/CallState;
.end method
