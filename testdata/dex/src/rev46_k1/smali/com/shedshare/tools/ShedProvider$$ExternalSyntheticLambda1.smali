.class public final synthetic Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

.field public final synthetic f$0:Lcom/shedshare/tools/ShedProvider;
.field public final synthetic f$1:Ljava/lang/String;
.field public final synthetic f$2:I

.method public synthetic constructor <init>(Lcom/shedshare/tools/ShedProvider;Ljava/lang/String;I)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda1;->f$0:Lcom/shedshare/tools/ShedProvider;
    iput-object p2, p0, Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    iput p3, p0, Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda1;->f$2:I
    return-void
.end method

.method public final call()Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda1;->f$0:Lcom/shedshare/tools/ShedProvider;
    iget-object v1, p0, Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    iget v2, p0, Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda1;->f$2:I
    invoke-static {v0, v1, v2}, Lcom/shedshare/tools/ShedProvider;->dispatch$lambda$1(Lcom/shedshare/tools/ShedProvider;Ljava/lang/String;I)Lcom/shedshare/tools/DeskResult;
    move-result-object v0
    return-object v0
.end method
