# The EntityInsertAdapter Room generates for Reservation
# (ReservationDao_Impl.kt, line 21):
#   object : EntityInsertAdapter<Reservation>() {
#     protected override fun createQuery(): String =
#         "INSERT OR IGNORE INTO `reservation` (`requestId`,`state`) VALUES (?,?)"               // 22
#     protected override fun bind(statement: SQLiteStatement, entity: Reservation) {
#       statement.bindText(1, entity.requestId)                                                   // 25
#       statement.bindText(2, entity.state)                                                       // 26
#     }
#   }
.class public final Lcom/example/dd/ReservationDao_Impl$1;
.super Landroidx/room/EntityInsertAdapter;
.source "ReservationDao_Impl.kt"

.method constructor <init>()V
    .locals 0
    .line 21
    invoke-direct {p0}, Landroidx/room/EntityInsertAdapter;-><init>()V
    return-void
.end method

.method protected bind(Landroidx/sqlite/SQLiteStatement;Lcom/example/dd/Reservation;)V
    .locals 2
    const-string v0, "statement"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "entity"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 25
    invoke-virtual {p2}, Lcom/example/dd/Reservation;->getRequestId()Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x1
    invoke-interface {p1, v1, v0}, Landroidx/sqlite/SQLiteStatement;->bindText(ILjava/lang/String;)V
    .line 26
    invoke-virtual {p2}, Lcom/example/dd/Reservation;->getState()Ljava/lang/String;
    move-result-object p2
    const/4 v0, 0x2
    invoke-interface {p1, v0, p2}, Landroidx/sqlite/SQLiteStatement;->bindText(ILjava/lang/String;)V
    return-void
.end method

.method public bridge synthetic bind(Landroidx/sqlite/SQLiteStatement;Ljava/lang/Object;)V
    .locals 0
    .line 21
    check-cast p2, Lcom/example/dd/Reservation;
    invoke-virtual {p0, p1, p2}, Lcom/example/dd/ReservationDao_Impl$1;->bind(Landroidx/sqlite/SQLiteStatement;Lcom/example/dd/Reservation;)V
    return-void
.end method

.method protected createQuery()Ljava/lang/String;
    .locals 1
    .line 22
    const-string v0, "INSERT OR IGNORE INTO `reservation` (`requestId`,`state`) VALUES (?,?)"
    return-object v0
.end method
