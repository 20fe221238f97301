.class final Lcom/hivewatch/ResumeBook_Factory$InstanceHolder;
.super Ljava/lang/Object;
.source "ResumeBook_Factory.java"

.field static final INSTANCE:Lcom/hivewatch/ResumeBook_Factory;

.method constructor <init>()V
    .registers 1
    .line 26
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 27
    new-instance v0, Lcom/hivewatch/ResumeBook_Factory;
    invoke-direct {v0}, Lcom/hivewatch/ResumeBook_Factory;-><init>()V
    sput-object v0, Lcom/hivewatch/ResumeBook_Factory$InstanceHolder;->INSTANCE:Lcom/hivewatch/ResumeBook_Factory;
    return-void
.end method

