.class public interface abstract Lcom/greenwick/garden/security/IdentityResolver;
.super Ljava/lang/Object;
.source "IdentityResolver.java"


# virtual methods
.method public abstract resolve(ILandroid/os/Bundle;)Lcom/greenwick/garden/security/Caller;
.end method
