.class final Lcom/hivewatch/YardHolds_Factory$InstanceHolder;
.super Ljava/lang/Object;
.source "YardHolds_Factory.java"

.field static final INSTANCE:Lcom/hivewatch/YardHolds_Factory;

.method constructor <init>()V
    .registers 1
    .line 26
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 27
    new-instance v0, Lcom/hivewatch/YardHolds_Factory;
    invoke-direct {v0}, Lcom/hivewatch/YardHolds_Factory;-><init>()V
    sput-object v0, Lcom/hivewatch/YardHolds_Factory$InstanceHolder;->INSTANCE:Lcom/hivewatch/YardHolds_Factory;
    return-void
.end method

