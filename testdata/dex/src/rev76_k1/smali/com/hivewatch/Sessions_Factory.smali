.class public final Lcom/hivewatch/Sessions_Factory;
.super Ljava/lang/Object;
.source "Sessions_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;

.field private final tokensProvider:Ljavax/inject/Provider;

.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 2
    .line 16
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 17
    iput-object v1, v0, Lcom/hivewatch/Sessions_Factory;->tokensProvider:Ljavax/inject/Provider;
    .line 18
    return-void
.end method

.method public get()Lcom/hivewatch/Sessions;
    .registers 2
    .line 22
    iget-object v0, v1, Lcom/hivewatch/Sessions_Factory;->tokensProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/YardTokens;
    invoke-static {v0}, Lcom/hivewatch/Sessions_Factory;->newInstance(Lcom/hivewatch/YardTokens;)Lcom/hivewatch/Sessions;
    move-result-object v0
    return-object v0
.end method

.method public static create(Ljavax/inject/Provider;)Lcom/hivewatch/Sessions_Factory;
    .registers 2
    .line 26
    new-instance v0, Lcom/hivewatch/Sessions_Factory;
    invoke-direct {v0, v1}, Lcom/hivewatch/Sessions_Factory;-><init>(Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public static newInstance(Lcom/hivewatch/YardTokens;)Lcom/hivewatch/Sessions;
    .registers 2
    .line 30
    new-instance v0, Lcom/hivewatch/Sessions;
    invoke-direct {v0, v1}, Lcom/hivewatch/Sessions;-><init>(Lcom/hivewatch/YardTokens;)V
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 10
    invoke-virtual {v1}, Lcom/hivewatch/Sessions_Factory;->get()Lcom/hivewatch/Sessions;
    move-result-object v0
    return-object v0
.end method

