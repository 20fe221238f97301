# Kotlin sketch (Ticket.kt, its file facade TicketKt): extension functions.
#   fun Ticket.ownedBy(uid: Int): Boolean = owner == uid                   // 11
#   fun Ticket.isFor(tool: String): Boolean = this.tool == tool            // 12
.class public final Lcom/example/th/TicketKt;
.super Ljava/lang/Object;
.source "Ticket.kt"

.method public static final ownedBy(Lcom/example/th/Ticket;I)Z
    .locals 1
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-virtual {p0}, Lcom/example/th/Ticket;->getOwner()I
    move-result p0
    if-ne p0, p1, :cond_0
    const/4 p0, 0x1
    goto :goto_0
    :cond_0
    const/4 p0, 0x0
    :goto_0
    return p0
.end method

.method public static final isFor(Lcom/example/th/Ticket;Ljava/lang/String;)Z
    .locals 1
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-virtual {p0}, Lcom/example/th/Ticket;->getTool()Ljava/lang/String;
    move-result-object p0
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p0
    return p0
.end method
