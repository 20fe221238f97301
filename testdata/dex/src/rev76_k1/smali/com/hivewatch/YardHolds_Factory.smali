.class public final Lcom/hivewatch/YardHolds_Factory;
.super Ljava/lang/Object;
.source "YardHolds_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;


.method public constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public get()Lcom/hivewatch/YardHolds;
    .registers 2
    .line 15
    invoke-static {}, Lcom/hivewatch/YardHolds_Factory;->newInstance()Lcom/hivewatch/YardHolds;
    move-result-object v0
    return-object v0
.end method

.method public static create()Lcom/hivewatch/YardHolds_Factory;
    .registers 1
    .line 19
    sget-object v0, Lcom/hivewatch/YardHolds_Factory$InstanceHolder;->INSTANCE:Lcom/hivewatch/YardHolds_Factory;
    return-object v0
.end method

.method public static newInstance()Lcom/hivewatch/YardHolds;
    .registers 1
    .line 23
    new-instance v0, Lcom/hivewatch/YardHolds;
    invoke-direct {v0}, Lcom/hivewatch/YardHolds;-><init>()V
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 9
    invoke-virtual {v1}, Lcom/hivewatch/YardHolds_Factory;->get()Lcom/hivewatch/YardHolds;
    move-result-object v0
    return-object v0
.end method

