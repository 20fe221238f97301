.class public interface abstract Lcom/ferncastle/cetp/Interceptors$Auth$Policy;
.super Ljava/lang/Object;
.source "Interceptors.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/cetp/Interceptors$Auth;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x609
    name = "Policy"
.end annotation


# virtual methods
.method public abstract admit(I)Z
.end method
