.class public final synthetic Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;

.field public final synthetic f$0:Lcom/hivewatch/YardProvider;
.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/hivewatch/YardProvider;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda0;->f$0:Lcom/hivewatch/YardProvider;
    iput-object p2, p0, Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final run()V
    .registers 3
    iget-object v0, p0, Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda0;->f$0:Lcom/hivewatch/YardProvider;
    iget-object v1, p0, Lcom/hivewatch/YardProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/hivewatch/YardProvider;->logVisit$lambda$0(Lcom/hivewatch/YardProvider;Ljava/lang/String;)V
    return-void
.end method
