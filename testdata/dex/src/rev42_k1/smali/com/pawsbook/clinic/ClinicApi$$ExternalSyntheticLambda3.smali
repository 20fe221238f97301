.class public final synthetic Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

.field public final synthetic f$0:Lcom/pawsbook/clinic/ClinicApi;
.field public final synthetic f$1:Ljava/lang/String;
.field public final synthetic f$2:I
.field public final synthetic f$3:Lcom/pawsbook/clinic/Visit;

.method public synthetic constructor <init>(Lcom/pawsbook/clinic/ClinicApi;Ljava/lang/String;ILcom/pawsbook/clinic/Visit;)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda3;->f$0:Lcom/pawsbook/clinic/ClinicApi;
    iput-object p2, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;
    iput p3, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda3;->f$2:I
    iput-object p4, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda3;->f$3:Lcom/pawsbook/clinic/Visit;
    return-void
.end method

.method public final call()Ljava/lang/Object;
    .registers 5
    iget-object v0, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda3;->f$0:Lcom/pawsbook/clinic/ClinicApi;
    iget-object v1, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda3;->f$1:Ljava/lang/String;
    iget v2, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda3;->f$2:I
    iget-object v3, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda3;->f$3:Lcom/pawsbook/clinic/Visit;
    invoke-static {v0, v1, v2, v3}, Lcom/pawsbook/clinic/ClinicApi;->move$lambda$0(Lcom/pawsbook/clinic/ClinicApi;Ljava/lang/String;ILcom/pawsbook/clinic/Visit;)Lcom/pawsbook/clinic/VisitOutcome;
    move-result-object v0
    return-object v0
.end method
