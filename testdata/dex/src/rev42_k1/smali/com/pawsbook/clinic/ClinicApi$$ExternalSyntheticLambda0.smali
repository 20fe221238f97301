.class public final synthetic Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;

.field public final synthetic f$0:Lcom/pawsbook/clinic/ClinicApi;
.field public final synthetic f$1:Ljava/lang/String;

.method public synthetic constructor <init>(Lcom/pawsbook/clinic/ClinicApi;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda0;->f$0:Lcom/pawsbook/clinic/ClinicApi;
    iput-object p2, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    return-void
.end method

.method public final call()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda0;->f$0:Lcom/pawsbook/clinic/ClinicApi;
    iget-object v1, p0, Lcom/pawsbook/clinic/ClinicApi$$ExternalSyntheticLambda0;->f$1:Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/pawsbook/clinic/ClinicApi;->pet$lambda$0(Lcom/pawsbook/clinic/ClinicApi;Ljava/lang/String;)Lcom/pawsbook/clinic/Pet;
    move-result-object v0
    return-object v0
.end method
