.class public final synthetic Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public final synthetic f$0:Lcom/pawsbook/clinic/BookingProvider;

.method public synthetic constructor <init>(Lcom/pawsbook/clinic/BookingProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda0;->f$0:Lcom/pawsbook/clinic/BookingProvider;
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda0;->f$0:Lcom/pawsbook/clinic/BookingProvider;
    invoke-static {v0}, Lcom/pawsbook/clinic/BookingProvider;->api_delegate$lambda$0(Lcom/pawsbook/clinic/BookingProvider;)Lcom/pawsbook/clinic/PetsApi;
    move-result-object v0
    return-object v0
.end method
