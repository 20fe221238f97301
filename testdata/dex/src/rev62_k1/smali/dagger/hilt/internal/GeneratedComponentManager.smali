.class public interface abstract Ldagger/hilt/internal/GeneratedComponentManager;
.super Ljava/lang/Object;
.source "GeneratedComponentManager.kt"


.method public abstract generatedComponent()Ljava/lang/Object;
.end method

