.class public final synthetic Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/hivewatch/YardProvider;
.field public final synthetic f$1:I
.field public final synthetic f$2:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/hivewatch/YardProvider;ILjava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda1;->f$0:Lcom/hivewatch/YardProvider;
    iput p2, p0, Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda1;->f$1:I
    iput-object p3, p0, Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda1;->f$2:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .registers 4
    iget-object v0, p0, Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda1;->f$0:Lcom/hivewatch/YardProvider;
    iget v1, p0, Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda1;->f$1:I
    iget-object v2, p0, Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda1;->f$2:Ljava/lang/String;
    invoke-static {v0, v1, v2}, Lcom/hivewatch/YardProvider;->logSwarm$lambda$0(Lcom/hivewatch/YardProvider;ILjava/lang/String;)V
    return-void
.end method
