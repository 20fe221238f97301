.class public final synthetic Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.field public final synthetic f$0:Lcom/pawsbook/clinic/RecordsProvider;

.method public synthetic constructor <init>(Lcom/pawsbook/clinic/RecordsProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda2;->f$0:Lcom/pawsbook/clinic/RecordsProvider;
    return-void
.end method

.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/pawsbook/clinic/RecordsProvider$$ExternalSyntheticLambda2;->f$0:Lcom/pawsbook/clinic/RecordsProvider;
    move-object v1, p1
    check-cast v1, Ljava/lang/String;
    invoke-static {v0, v1}, Lcom/pawsbook/clinic/RecordsProvider;->findShots$lambda$1(Lcom/pawsbook/clinic/RecordsProvider;Ljava/lang/String;)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method
