.class public interface abstract Lcom/pawclinic/core/CallerGate;
.super Ljava/lang/Object;
.source "CallerGate.java"


# virtual methods
.method public abstract trustedCaller(Landroid/content/Context;I)Z
.end method
