.class public interface abstract Lcom/ridgeway/doorhub/di/ToolProviderEntryPoint;
.super Ljava/lang/Object;
.source "ToolProviderEntryPoint.java"


# virtual methods
.method public abstract inject(Lcom/ridgeway/doorhub/camera/CameraToolProvider;)V
.end method

.method public abstract inject(Lcom/ridgeway/doorhub/locks/LockToolProvider;)V
.end method
