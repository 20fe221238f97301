.class public interface abstract Lcom/greenwick/garden/security/CallerVerifier;
.super Ljava/lang/Object;
.source "CallerVerifier.java"


# virtual methods
.method public abstract trusted(Lcom/greenwick/garden/security/Caller;)Z
.end method
