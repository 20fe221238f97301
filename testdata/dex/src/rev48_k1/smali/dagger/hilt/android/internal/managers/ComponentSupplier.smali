.class public interface abstract Ldagger/hilt/android/internal/managers/ComponentSupplier;
.super Ljava/lang/Object;
.source "Managers.kt"


.method public abstract get()Ljava/lang/Object;
.end method

