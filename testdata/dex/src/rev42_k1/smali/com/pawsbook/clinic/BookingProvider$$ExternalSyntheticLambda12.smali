.class public final synthetic Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda12;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lio/reactivex/rxjava3/functions/Function;

.field public static final synthetic INSTANCE:Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda12;

.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda12;
    invoke-direct {v0}, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda12;-><init>()V
    sput-object v0, Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda12;->INSTANCE:Lcom/pawsbook/clinic/BookingProvider$$ExternalSyntheticLambda12;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    move-object v0, p1
    check-cast v0, Ljava/lang/Throwable;
    invoke-static {v0}, Lcom/pawsbook/clinic/BookingProvider;->moveVisit$lambda$6(Ljava/lang/Throwable;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
