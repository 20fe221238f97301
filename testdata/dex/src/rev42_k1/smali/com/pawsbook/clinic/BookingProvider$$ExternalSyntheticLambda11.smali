.class public final synthetic Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda11;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lio/reactivex/rxjava3/functions/Consumer;

.field public final synthetic f$0:Lkotlin/jvm/functions/Function1;

.method public synthetic constructor <init>(Lkotlin/jvm/functions/Function1;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda11;->f$0:Lkotlin/jvm/functions/Function1;
    return-void
.end method

.method public final accept(Ljava/lang/Object;)V
    .registers 4
    iget-object v0, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda11;->f$0:Lkotlin/jvm/functions/Function1;
    move-object v1, p1
    invoke-static {v0, v1}, Lcom/pawsbook/clinic/BookingProvider;->moveVisit$lambda$5(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)V
    return-void
.end method
