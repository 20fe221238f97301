.class public final Lcom/hivewatch/HiveHistoryTool_Factory;
.super Ljava/lang/Object;
.source "HiveHistoryTool_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;

.field private final hivesProvider:Ljavax/inject/Provider;

.method public constructor <init>(Ljavax/inject/Provider;)V
    .registers 2
    .line 16
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 17
    iput-object v1, v0, Lcom/hivewatch/HiveHistoryTool_Factory;->hivesProvider:Ljavax/inject/Provider;
    .line 18
    return-void
.end method

.method public get()Lcom/hivewatch/HiveHistoryTool;
    .registers 2
    .line 22
    iget-object v0, v1, Lcom/hivewatch/HiveHistoryTool_Factory;->hivesProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hivewatch/HiveDb;
    invoke-static {v0}, Lcom/hivewatch/HiveHistoryTool_Factory;->newInstance(Lcom/hivewatch/HiveDb;)Lcom/hivewatch/HiveHistoryTool;
    move-result-object v0
    return-object v0
.end method

.method public static create(Ljavax/inject/Provider;)Lcom/hivewatch/HiveHistoryTool_Factory;
    .registers 2
    .line 26
    new-instance v0, Lcom/hivewatch/HiveHistoryTool_Factory;
    invoke-direct {v0, v1}, Lcom/hivewatch/HiveHistoryTool_Factory;-><init>(Ljavax/inject/Provider;)V
    return-object v0
.end method

.method public static newInstance(Lcom/hivewatch/HiveDb;)Lcom/hivewatch/HiveHistoryTool;
    .registers 2
    .line 30
    new-instance v0, Lcom/hivewatch/HiveHistoryTool;
    invoke-direct {v0, v1}, Lcom/hivewatch/HiveHistoryTool;-><init>(Lcom/hivewatch/HiveDb;)V
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 10
    invoke-virtual {v1}, Lcom/hivewatch/HiveHistoryTool_Factory;->get()Lcom/hivewatch/HiveHistoryTool;
    move-result-object v0
    return-object v0
.end method

