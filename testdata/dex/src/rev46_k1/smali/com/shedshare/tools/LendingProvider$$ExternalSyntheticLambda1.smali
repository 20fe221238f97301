.class public final synthetic Lcom/shedshare/tools/LendingProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:J
.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(JLjava/lang/String;)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, Lcom/shedshare/tools/LendingProvider$$ExternalSyntheticLambda1;->f$0:J
    iput-object p3, p0, Lcom/shedshare/tools/LendingProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .registers 4
    iget-wide v0, p0, Lcom/shedshare/tools/LendingProvider$$ExternalSyntheticLambda1;->f$0:J
    iget-object v2, p0, Lcom/shedshare/tools/LendingProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    invoke-static {v0, v1, v2}, Lcom/shedshare/tools/LendingProvider;->borrowTool$lambda$0(JLjava/lang/String;)V
    return-void
.end method
