.class public interface abstract Lcom/keyholder/di/ToolComponent;
.super Ljava/lang/Object;
.source "ToolComponent.java"


# annotations
.annotation runtime Ldagger/Component;
    modules = {
        Lcom/keyholder/di/AppModule;,
        Lcom/keyholder/di/SecurityModule;,
        Lcom/keyholder/di/ResolutionModule;
    }
.end annotation

.annotation runtime Ljavax/inject/Singleton;
.end annotation


# virtual methods
.method public abstract inject(Lcom/keyholder/grants/GrantToolProvider;)V
.end method

.method public abstract inject(Lcom/keyholder/locks/LockToolProvider;)V
.end method

.method public abstract inject(Lcom/keyholder/ui/ConfirmActivity;)V
.end method
