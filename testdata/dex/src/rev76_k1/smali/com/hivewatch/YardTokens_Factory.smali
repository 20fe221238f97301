.class public final Lcom/hivewatch/YardTokens_Factory;
.super Ljava/lang/Object;
.source "YardTokens_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;

.field private final randomProvider:Ljavax/inject/Provider;

.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 2
    .line 18
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 19
    iput-object v1, v0, Lcom/hivewatch/YardTokens_Factory;->randomProvider:Ljavax/inject/Provider;
    .line 20
    return-void
.end method

.method public get()Lcom/hivewatch/YardTokens;
    .registers 2
    .line 24
    iget-object v0, v1, Lcom/hivewatch/YardTokens_Factory;->randomProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Random;
    invoke-static {v0}, Lcom/hivewatch/YardTokens_Factory;->newInstance(Ljava/util/Random;)Lcom/hivewatch/YardTokens;
    move-result-object v0
    return-object v0
.end method

.method public static create(Ljavax/inject/Provider;)Lcom/hivewatch/YardTokens_Factory;
    .registers 2
    .line 28
    new-instance v0, Lcom/hivewatch/YardTokens_Factory;
    invoke-direct {v0, v1}, Lcom/hivewatch/YardTokens_Factory;-><init>(Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public static newInstance(Ljava/util/Random;)Lcom/hivewatch/YardTokens;
    .registers 2
    .line 32
    new-instance v0, Lcom/hivewatch/YardTokens;
    invoke-direct {v0, v1}, Lcom/hivewatch/YardTokens;-><init>(Ljava/util/Random;)V
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 12
    invoke-virtual {v1}, Lcom/hivewatch/YardTokens_Factory;->get()Lcom/hivewatch/YardTokens;
    move-result-object v0
    return-object v0
.end method

