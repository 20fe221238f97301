.class public interface abstract Lio/quire/app/core/CallState;
.super Ljava/lang/Object;
.source "CallState.kt"


# virtual methods
.method public abstract getCall()Lio/quire/app/core/Call;
.end method
