.class public final synthetic Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

.field public final synthetic f$0:Lcom/pawsbook/clinic/BookingProvider;
.field public final synthetic f$1:Lorg/json/JSONObject;

.method public synthetic constructor <init>(Lcom/pawsbook/clinic/BookingProvider;Lorg/json/JSONObject;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda1;->f$0:Lcom/pawsbook/clinic/BookingProvider;
    iput-object p2, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda1;->f$1:Lorg/json/JSONObject;
    return-void
.end method

.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    iget-object v0, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda1;->f$0:Lcom/pawsbook/clinic/BookingProvider;
    iget-object v1, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda1;->f$1:Lorg/json/JSONObject;
    move-object v2, p1
    check-cast v2, Lcom/pawsbook/clinic/Pet;
    invoke-static {v0, v1, v2}, Lcom/pawsbook/clinic/BookingProvider;->bookVisit$lambda$0(Lcom/pawsbook/clinic/BookingProvider;Lorg/json/JSONObject;Lcom/pawsbook/clinic/Pet;)Lio/reactivex/rxjava3/core/SingleSource;
    move-result-object v0
    return-object v0
.end method
