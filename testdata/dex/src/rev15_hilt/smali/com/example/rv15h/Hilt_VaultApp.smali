.class public abstract Lcom/example/rv15h/Hilt_VaultApp;
.super Landroid/app/Application;
.source "Hilt_VaultApp.java"

# interfaces
.implements Ldagger/hilt/internal/GeneratedComponentManagerOwner;

# (Hilt's ApplicationComponentManager and its ComponentSupplier lambda are
# folded into generatedComponent(): the component is built by the
# Application, not on any path from the provider.)

.field private component:Ljava/lang/Object;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Application;-><init>()V
    return-void
.end method

.method public final generatedComponent()Ljava/lang/Object;
    .registers 2
    .line 30
    iget-object v0, p0, Lcom/example/rv15h/Hilt_VaultApp;->component:Ljava/lang/Object;
    if-nez v0, :cond_0
    .line 31
    new-instance v0, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;
    invoke-direct {v0}, Lcom/example/rv15h/DaggerVaultApp_HiltComponents_SingletonC$SingletonCImpl;-><init>()V
    iput-object v0, p0, Lcom/example/rv15h/Hilt_VaultApp;->component:Ljava/lang/Object;
    :cond_0
    return-object v0
.end method

.method public onCreate()V
    .registers 1
    .line 40
    invoke-virtual {p0}, Lcom/example/rv15h/Hilt_VaultApp;->generatedComponent()Ljava/lang/Object;
    invoke-super {p0}, Landroid/app/Application;->onCreate()V
    return-void
.end method
