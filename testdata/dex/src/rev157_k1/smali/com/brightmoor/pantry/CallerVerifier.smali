.class public interface abstract Lcom/brightmoor/pantry/CallerVerifier;
.super Ljava/lang/Object;
.source "Verifiers.kt"


# virtual methods
.method public abstract verify(Ljava/lang/String;)Z
.end method
