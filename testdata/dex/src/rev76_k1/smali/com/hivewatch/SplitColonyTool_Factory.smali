.class public final Lcom/hivewatch/SplitColonyTool_Factory;
.super Ljava/lang/Object;
.source "SplitColonyTool_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;

.field private final hivesProvider:Ljavax/inject/Provider;
.field private final bookProvider:Ljavax/inject/Provider;
.field private final tokensProvider:Ljavax/inject/Provider;

.method public constructor <init>(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)V
    .registers 4
    .line 18
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 19
    iput-object v1, v0, Lcom/hivewatch/SplitColonyTool_Factory;->hivesProvider:Ljavax/inject/Provider;
    .line 20
    iput-object v2, v0, Lcom/hivewatch/SplitColonyTool_Factory;->bookProvider:Ljavax/inject/Provider;
    .line 21
    iput-object v3, v0, Lcom/hivewatch/SplitColonyTool_Factory;->tokensProvider:Ljavax/inject/Provider;
    .line 22
    return-void
.end method

.method public get()Lcom/hivewatch/SplitColonyTool;
    .registers 4
    .line 26
    iget-object v0, v3, Lcom/hivewatch/SplitColonyTool_Factory;->hivesProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/HiveDb;
    iget-object v1, v3, Lcom/hivewatch/SplitColonyTool_Factory;->bookProvider:Ljavax/inject/Provider;
    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Lcom/hivewatch/ResumeBook;
    iget-object v2, v3, Lcom/hivewatch/SplitColonyTool_Factory;->tokensProvider:Ljavax/inject/Provider;
    invoke-interface {v2}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Lcom/hivewatch/HiveTokens;
    invoke-static {v0, v1, v2}, Lcom/hivewatch/SplitColonyTool_Factory;->newInstance(Lcom/hivewatch/HiveDb;Lcom/hivewatch/ResumeBook;Lcom/hivewatch/HiveTokens;)Lcom/hivewatch/SplitColonyTool;
    move-result-object v0
    return-object v0
.end method

.method public static create(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/hivewatch/SplitColonyTool_Factory;
    .registers 4
    .line 30
    new-instance v0, Lcom/hivewatch/SplitColonyTool_Factory;
    invoke-direct {v0, v1, v2, v3}, Lcom/hivewatch/SplitColonyTool_Factory;-><init>(Ljavax/inject/Provider;Ljavax/inject/Provider;Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public static newInstance(Lcom/hivewatch/HiveDb;Lcom/hivewatch/ResumeBook;Lcom/hivewatch/HiveTokens;)Lcom/hivewatch/SplitColonyTool;
    .registers 4
    .line 34
    new-instance v0, Lcom/hivewatch/SplitColonyTool;
    invoke-direct {v0, v1, v2, v3}, Lcom/hivewatch/SplitColonyTool;-><init>(Lcom/hivewatch/HiveDb;Lcom/hivewatch/ResumeBook;Lcom/hivewatch/HiveTokens;)V
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 10
    invoke-virtual {v1}, Lcom/hivewatch/SplitColonyTool_Factory;->get()Lcom/hivewatch/SplitColonyTool;
    move-result-object v0
    return-object v0
.end method

