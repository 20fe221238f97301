.class public interface abstract Ljavax/inject/Provider;
.super Ljava/lang/Object;
.source "Provider.java"


# virtual methods
.method public abstract get()Ljava/lang/Object;
.end method

