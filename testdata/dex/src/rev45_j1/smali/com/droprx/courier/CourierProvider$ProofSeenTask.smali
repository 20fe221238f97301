.class final Lcom/droprx/courier/CourierProvider$ProofSeenTask;
.super Landroid/os/AsyncTask;
.source "CourierProvider.java"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/droprx/courier/CourierProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "ProofSeenTask"
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Landroid/os/AsyncTask<",
        "Ljava/lang/Long;",
        "Ljava/lang/Void;",
        "Ljava/lang/String;",
        ">;"
    }
.end annotation

.field private final dao:Lcom/droprx/data/CourierDao;

.method constructor <init>(Lcom/droprx/data/CourierDao;)V
    .registers 2
    .line 185
    invoke-direct {p0}, Landroid/os/AsyncTask;-><init>()V
    .line 186
    iput-object p1, p0, Lcom/droprx/courier/CourierProvider$ProofSeenTask;->dao:Lcom/droprx/data/CourierDao;
    .line 187
    return-void
.end method

.method protected varargs doInBackground([Ljava/lang/Long;)Ljava/lang/String;
    .registers 6
    .line 191
    const/4 v1, 0x0
    aget-object v3, p1, v1
    invoke-virtual {v3}, Ljava/lang/Long;->longValue()J
    move-result-wide v0
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v2
    iget-object v3, p0, Lcom/droprx/courier/CourierProvider$ProofSeenTask;->dao:Lcom/droprx/data/CourierDao;
    invoke-interface {v3, v0, v1, v2}, Lcom/droprx/data/CourierDao;->markProofSeen(JI)V
    .line 192
    iget-object v0, p0, Lcom/droprx/courier/CourierProvider$ProofSeenTask;->dao:Lcom/droprx/data/CourierDao;
    const/4 v1, 0x0
    aget-object p1, p1, v1
    invoke-virtual {p1}, Ljava/lang/Long;->longValue()J
    move-result-wide v1
    invoke-interface {v0, v1, v2}, Lcom/droprx/data/CourierDao;->proofUrl(J)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method protected bridge synthetic doInBackground([Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2
    .line 182
    check-cast p1, [Ljava/lang/Long;
    invoke-virtual {p0, p1}, Lcom/droprx/courier/CourierProvider$ProofSeenTask;->doInBackground([Ljava/lang/Long;)Ljava/lang/String;
    move-result-object p1
    return-object p1
.end method

.method protected bridge synthetic onPostExecute(Ljava/lang/Object;)V
    .registers 2
    .line 182
    check-cast p1, Ljava/lang/String;
    invoke-virtual {p0, p1}, Lcom/droprx/courier/CourierProvider$ProofSeenTask;->onPostExecute(Ljava/lang/String;)V
    return-void
.end method

.method protected onPostExecute(Ljava/lang/String;)V
    .registers 4
    .line 197
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "proof seen: "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v0, "CourierProvider"
    invoke-static {v0, p1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 198
    return-void
.end method
