.class public final Lcom/pawsbook/clinic/ClinicKt;
.super Ljava/lang/Object;
.source "Clinic.kt"


.method public static final toBundle(Lcom/pawsbook/clinic/VisitOutcome;)Landroid/os/Bundle;
    .registers 9
    const-string v1, "<this>"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    move-object v7, v8
    .line 21
    instance-of v0, v7, Lcom/pawsbook/clinic/VisitOutcome$Booked;
    if-eqz v0, :L33
    check-cast v8, Lcom/pawsbook/clinic/VisitOutcome$Booked;
    invoke-virtual {v8}, Lcom/pawsbook/clinic/VisitOutcome$Booked;->getVisitId()Ljava/lang/String;
    move-result-object v0
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V
    const-string v6, "{\"visit_id\":\""
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v6, "\"}"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lcom/pawsbook/clinic/EnvelopesKt;->okBundle(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    goto :L66
    :L33
    .line 22
    instance-of v0, v7, Lcom/pawsbook/clinic/VisitOutcome$Refused;
    if-eqz v0, :L58
    const-string v0, "CONFLICT"
    check-cast v8, Lcom/pawsbook/clinic/VisitOutcome$Refused;
    invoke-virtual {v8}, Lcom/pawsbook/clinic/VisitOutcome$Refused;->getReason()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    const/4 v3, 0x4
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lcom/pawsbook/clinic/EnvelopesKt;->errorBundle$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    goto :L66
    :L58
    .line 20
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;
    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V
    throw v0
    :L66
    .line 23
    return-object v0
.end method

