.class public final Lcom/hivewatch/ResumeBook_Factory;
.super Ljava/lang/Object;
.source "ResumeBook_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;


.method public constructor <init>()V
    .registers 1
    .line 12
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public get()Lcom/hivewatch/ResumeBook;
    .registers 2
    .line 15
    invoke-static {}, Lcom/hivewatch/ResumeBook_Factory;->newInstance()Lcom/hivewatch/ResumeBook;
    move-result-object v0
    return-object v0
.end method

.method public static create()Lcom/hivewatch/ResumeBook_Factory;
    .registers 1
    .line 19
    sget-object v0, Lcom/hivewatch/ResumeBook_Factory$InstanceHolder;->INSTANCE:Lcom/hivewatch/ResumeBook_Factory;
    return-object v0
.end method

.method public static newInstance()Lcom/hivewatch/ResumeBook;
    .registers 1
    .line 23
    new-instance v0, Lcom/hivewatch/ResumeBook;
    invoke-direct {v0}, Lcom/hivewatch/ResumeBook;-><init>()V
    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2
    .line 9
    invoke-virtual {v1}, Lcom/hivewatch/ResumeBook_Factory;->get()Lcom/hivewatch/ResumeBook;
    move-result-object v0
    return-object v0
.end method

