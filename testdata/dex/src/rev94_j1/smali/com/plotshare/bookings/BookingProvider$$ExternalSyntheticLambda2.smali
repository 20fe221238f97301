.class public final synthetic Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Ljava/lang/String;

.field public final synthetic f$1:I


# direct methods
.method public synthetic constructor <init>(Ljava/lang/String;I)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda2;->f$0:Ljava/lang/String;

    iput p2, p0, Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda2;->f$1:I

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda2;->f$0:Ljava/lang/String;

    iget v1, p0, Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda2;->f$1:I

    invoke-static {v0, v1}, Lcom/plotshare/bookings/BookingProvider;->lambda$history$2(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
