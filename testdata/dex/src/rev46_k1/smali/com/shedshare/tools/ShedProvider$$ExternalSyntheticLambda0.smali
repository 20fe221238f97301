.class public final synthetic Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

.field public final synthetic f$0:Lcom/shedshare/tools/ShedProvider;
.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/shedshare/tools/ShedProvider;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda0;->f$0:Lcom/shedshare/tools/ShedProvider;
    iput-object p2, p0, Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final call()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda0;->f$0:Lcom/shedshare/tools/ShedProvider;
    iget-object v1, p0, Lcom/shedshare/tools/ShedProvider$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/shedshare/tools/ShedProvider;->dispatch$lambda$0(Lcom/shedshare/tools/ShedProvider;Ljava/lang/String;)Lcom/shedshare/tools/DeskResult;
    move-result-object v0
    return-object v0
.end method
