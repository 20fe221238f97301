.class public final synthetic Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.field public final synthetic f$0:Lcom/pawsbook/clinic/BookingProvider;
.field public final synthetic f$1:Ljava/lang/String;
.field public final synthetic f$2:I

.method public synthetic constructor <init>(Lcom/pawsbook/clinic/BookingProvider;Ljava/lang/String;I)V
    .registers 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda6;->f$0:Lcom/pawsbook/clinic/BookingProvider;
    iput-object p2, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;
    iput p3, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda6;->f$2:I
    return-void
.end method

.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    iget-object v0, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda6;->f$0:Lcom/pawsbook/clinic/BookingProvider;
    iget-object v1, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda6;->f$1:Ljava/lang/String;
    iget v2, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda6;->f$2:I
    move-object v3, p1
    check-cast v3, Lcom/pawsbook/clinic/Visit;
    invoke-static {v0, v1, v2, v3}, Lcom/pawsbook/clinic/BookingProvider;->moveVisit$lambda$0(Lcom/pawsbook/clinic/BookingProvider;Ljava/lang/String;ILcom/pawsbook/clinic/Visit;)Lio/reactivex/rxjava3/core/SingleSource;
    move-result-object v0
    return-object v0
.end method
