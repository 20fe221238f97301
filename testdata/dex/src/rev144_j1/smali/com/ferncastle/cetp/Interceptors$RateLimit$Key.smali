.class public interface abstract Lcom/ferncastle/cetp/Interceptors$RateLimit$Key;
.super Ljava/lang/Object;
.source "Interceptors.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/cetp/Interceptors$RateLimit;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Key"
.end annotation


# virtual methods
.method public abstract of(Lcom/ferncastle/plugin/Invocation;)Ljava/lang/String;
.end method
