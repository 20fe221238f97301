.class public final synthetic Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda9;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lio/reactivex/rxjava3/functions/Function;

.field public final synthetic f$0:Lkotlin/jvm/functions/Function1;

.method public synthetic constructor <init>(Lkotlin/jvm/functions/Function1;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda9;->f$0:Lkotlin/jvm/functions/Function1;
    return-void
.end method

.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda9;->f$0:Lkotlin/jvm/functions/Function1;
    move-object v1, p1
    invoke-static {v0, v1}, Lcom/pawsbook/clinic/BookingProvider;->moveVisit$lambda$3(Lkotlin/jvm/functions/Function1;Ljava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
