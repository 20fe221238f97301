.class public abstract Lcom/example/rv15h/VaultApp_HiltComponents$SingletonC;
.super Ljava/lang/Object;
.source "VaultApp_HiltComponents.java"

# interfaces
.implements Lcom/example/rv15h/ProviderEntryPoint;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
