.class public final Lcom/hivewatch/CallerGate_Factory;
.super Ljava/lang/Object;
.source "CallerGate_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;

.field private final appProvider:Ljavax/inject/Provider;

.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 2
    .line 17
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 18
    iput-object v1, v0, Lcom/hivewatch/CallerGate_Factory;->appProvider:Ljavax/inject/Provider;
    .line 19
    return-void
.end method

.method public get()Lcom/hivewatch/CallerGate;
    .registers 2
    .line 23
    iget-object v0, v1, Lcom/hivewatch/CallerGate_Factory;->appProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/app/Application;
    invoke-static {v0}, Lcom/hivewatch/CallerGate_Factory;->newInstance(Landroid/app/Application;)Lcom/hivewatch/CallerGate;
    move-result-object v0
    return-object v0
.end method

.method public static create(Ljavax/inject/Provider;)Lcom/hivewatch/CallerGate_Factory;
    .registers 2
    .line 27
    new-instance v0, Lcom/hivewatch/CallerGate_Factory;
    invoke-direct {v0, v1}, Lcom/hivewatch/CallerGate_Factory;-><init>(Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public static newInstance(Landroid/app/Application;)Lcom/hivewatch/CallerGate;
    .registers 2
    .line 31
    new-instance v0, Lcom/hivewatch/CallerGate;
    invoke-direct {v0, v1}, Lcom/hivewatch/CallerGate;-><init>(Landroid/app/Application;)V
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 11
    invoke-virtual {v1}, Lcom/hivewatch/CallerGate_Factory;->get()Lcom/hivewatch/CallerGate;
    move-result-object v0
    return-object v0
.end method

