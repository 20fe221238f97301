# Kotlin sketch (Reservation.kt): the Room entity of the journal.
#   @Entity(tableName = "reservation")
#   data class Reservation(@PrimaryKey val requestId: String, val state: String)   // 7
.class public final Lcom/example/dd/Reservation;
.super Ljava/lang/Object;
.source "Reservation.kt"

.field private final requestId:Ljava/lang/String;

.field private final state:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .locals 1
    const-string v0, "requestId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "state"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/dd/Reservation;->requestId:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/dd/Reservation;->state:Ljava/lang/String;
    return-void
.end method

.method public final getRequestId()Ljava/lang/String;
    .locals 1
    .line 7
    iget-object v0, p0, Lcom/example/dd/Reservation;->requestId:Ljava/lang/String;
    return-object v0
.end method

.method public final getState()Ljava/lang/String;
    .locals 1
    .line 7
    iget-object v0, p0, Lcom/example/dd/Reservation;->state:Ljava/lang/String;
    return-object v0
.end method
