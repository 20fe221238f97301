.class public final synthetic Lcom/pillpoint/tools/RewardsProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/pillpoint/util/Callback;

.field public final synthetic f$0:Lcom/pillpoint/tools/RewardsProvider;

.field public final synthetic f$1:Lcom/pillpoint/tools/Request;

.field public final synthetic f$2:I

.field public final synthetic f$3:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/pillpoint/tools/RewardsProvider;Lcom/pillpoint/tools/Request;ILjava/lang/String;)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pillpoint/tools/RewardsProvider$$ExternalSyntheticLambda0;->f$0:Lcom/pillpoint/tools/RewardsProvider;
    iput-object p2, p0, Lcom/pillpoint/tools/RewardsProvider$$ExternalSyntheticLambda0;->f$1:Lcom/pillpoint/tools/Request;
    iput p3, p0, Lcom/pillpoint/tools/RewardsProvider$$ExternalSyntheticLambda0;->f$2:I
    iput-object p4, p0, Lcom/pillpoint/tools/RewardsProvider$$ExternalSyntheticLambda0;->f$3:Ljava/lang/String;
    return-void
.end method

.method public final onCleared()V
    .registers 5
    iget-object v0, p0, Lcom/pillpoint/tools/RewardsProvider$$ExternalSyntheticLambda0;->f$0:Lcom/pillpoint/tools/RewardsProvider;
    iget-object v1, p0, Lcom/pillpoint/tools/RewardsProvider$$ExternalSyntheticLambda0;->f$1:Lcom/pillpoint/tools/Request;
    iget v2, p0, Lcom/pillpoint/tools/RewardsProvider$$ExternalSyntheticLambda0;->f$2:I
    iget-object v3, p0, Lcom/pillpoint/tools/RewardsProvider$$ExternalSyntheticLambda0;->f$3:Ljava/lang/String;
    invoke-virtual {v0, v1, v2, v3}, Lcom/pillpoint/tools/RewardsProvider;->lambda$donate$0$com-pillpoint-tools-RewardsProvider(Lcom/pillpoint/tools/Request;ILjava/lang/String;)V
    return-void
.end method
