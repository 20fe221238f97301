# D8's class for the performBlocking block of ReservationDao_Impl.reserve
# (a Kotlin lambda compiled with invokedynamic): it captures the DAO and
# the entity, and its invoke calls the block's static method.
.class public final synthetic Lcom/example/dd/ReservationDao_Impl$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
.implements Lkotlin/jvm/functions/Function1;

.field public final synthetic f$0:Lcom/example/dd/ReservationDao_Impl;

.field public final synthetic f$1:Lcom/example/dd/Reservation;

.method public synthetic constructor <init>(Lcom/example/dd/ReservationDao_Impl;Lcom/example/dd/Reservation;)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/dd/ReservationDao_Impl$$ExternalSyntheticLambda0;->f$0:Lcom/example/dd/ReservationDao_Impl;
    iput-object p2, p0, Lcom/example/dd/ReservationDao_Impl$$ExternalSyntheticLambda0;->f$1:Lcom/example/dd/Reservation;
    return-void
.end method

.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .locals 2
    iget-object v0, p0, Lcom/example/dd/ReservationDao_Impl$$ExternalSyntheticLambda0;->f$0:Lcom/example/dd/ReservationDao_Impl;
    iget-object v1, p0, Lcom/example/dd/ReservationDao_Impl$$ExternalSyntheticLambda0;->f$1:Lcom/example/dd/Reservation;
    check-cast p1, Landroidx/sqlite/SQLiteConnection;
    invoke-static {v0, v1, p1}, Lcom/example/dd/ReservationDao_Impl;->$r8$lambda$reserve(Lcom/example/dd/ReservationDao_Impl;Lcom/example/dd/Reservation;Landroidx/sqlite/SQLiteConnection;)J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;
    move-result-object p1
    return-object p1
.end method
