.class public interface abstract Ldagger/hilt/internal/GeneratedComponentManagerHolder;
.super Ljava/lang/Object;
.source "Hilt.kt"

# interfaces
.implements Ldagger/hilt/internal/GeneratedComponentManager;


.method public abstract componentManager()Ldagger/hilt/internal/GeneratedComponentManager;
.end method

