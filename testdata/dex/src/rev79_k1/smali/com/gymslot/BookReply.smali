.class public final Lcom/gymslot/BookReply;
.super Ljava/lang/Object;
.source "Api.kt"

.field private final bookingId:Ljava/lang/String;
.field private final status:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "bookingId"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "status"
    invoke-static {v3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/gymslot/BookReply;->bookingId:Ljava/lang/String;
    iput-object v3, v1, Lcom/gymslot/BookReply;->status:Ljava/lang/String;
    return-void
.end method

.method public final getBookingId()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/gymslot/BookReply;->bookingId:Ljava/lang/String;
    return-object v0
.end method

.method public final getStatus()Ljava/lang/String;
    .registers 2
    .line 16
    iget-object v0, v1, Lcom/gymslot/BookReply;->status:Ljava/lang/String;
    return-object v0
.end method

