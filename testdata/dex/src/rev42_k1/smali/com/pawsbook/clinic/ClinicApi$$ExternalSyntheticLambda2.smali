.class public final synthetic Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

.field public final synthetic f$0:Lcom/pawsbook/clinic/ClinicApi;
.field public final synthetic f$1:Lcom/pawsbook/clinic/Pet;
.field public final synthetic f$2:Ljava/lang/String;
.field public final synthetic f$3:I

.method public synthetic constructor <init>(Lcom/pawsbook/clinic/ClinicApi;Lcom/pawsbook/clinic/Pet;Ljava/lang/String;I)V
    .registers 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda2;->f$0:Lcom/pawsbook/clinic/ClinicApi;
    iput-object p2, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda2;->f$1:Lcom/pawsbook/clinic/Pet;
    iput-object p3, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;
    iput p4, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda2;->f$3:I
    return-void
.end method

.method public final call()Ljava/lang/Object;
    .registers 5
    iget-object v0, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda2;->f$0:Lcom/pawsbook/clinic/ClinicApi;
    iget-object v1, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda2;->f$1:Lcom/pawsbook/clinic/Pet;
    iget-object v2, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;
    iget v3, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda2;->f$3:I
    invoke-static {v0, v1, v2, v3}, Lcom/pawsbook/clinic/ClinicApi;->book$lambda$0(Lcom/pawsbook/clinic/ClinicApi;Lcom/pawsbook/clinic/Pet;Ljava/lang/String;I)Lcom/pawsbook/clinic/VisitOutcome;
    move-result-object v0
    return-object v0
.end method
