.class public interface abstract Lcom/hearthlink/security/CallerVerifier;
.super Ljava/lang/Object;
.source "CallerVerifier.java"


# virtual methods
.method public abstract admits(I)Z
.end method
