# Kotlin sketch (Ticket.kt): a pending confirmation or operation that knows
# who it belongs to and spends itself once.
#   class Ticket(val owner: Int, val pkg: String, val tool: String) {     // 6
#       private val used = AtomicBoolean(false)                            // 7
#       fun isOwner(uid: Int): Boolean = owner == uid                      // 8
#       fun spend(): Boolean = used.compareAndSet(false, true)             // 9
#   }
.class public final Lcom/example/th/Ticket;
.super Ljava/lang/Object;
.source "Ticket.kt"

.field private final owner:I

.field private final pkg:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final used:Ljava/util/concurrent/atomic/AtomicBoolean;

.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;)V
    .locals 1
    const-string v0, "pkg"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "tool"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/th/Ticket;->owner:I
    iput-object p2, p0, Lcom/example/th/Ticket;->pkg:Ljava/lang/String;
    iput-object p3, p0, Lcom/example/th/Ticket;->tool:Ljava/lang/String;
    .line 7
    new-instance p1, Ljava/util/concurrent/atomic/AtomicBoolean;
    const/4 p2, 0x0
    invoke-direct {p1, p2}, Ljava/util/concurrent/atomic/AtomicBoolean;-><init>(Z)V
    iput-object p1, p0, Lcom/example/th/Ticket;->used:Ljava/util/concurrent/atomic/AtomicBoolean;
    return-void
.end method

.method public final getOwner()I
    .locals 1
    .line 6
    iget v0, p0, Lcom/example/th/Ticket;->owner:I
    return v0
.end method

.method public final getPkg()Ljava/lang/String;
    .locals 1
    .line 6
    iget-object v0, p0, Lcom/example/th/Ticket;->pkg:Ljava/lang/String;
    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .locals 1
    .line 6
    iget-object v0, p0, Lcom/example/th/Ticket;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final isOwner(I)Z
    .locals 1
    .line 8
    iget v0, p0, Lcom/example/th/Ticket;->owner:I
    if-ne v0, p1, :cond_0
    const/4 p1, 0x1
    goto :goto_0
    :cond_0
    const/4 p1, 0x0
    :goto_0
    return p1
.end method

.method public final spend()Z
    .locals 3
    .line 9
    iget-object v0, p0, Lcom/example/th/Ticket;->used:Ljava/util/concurrent/atomic/AtomicBoolean;
    const/4 v1, 0x0
    const/4 v2, 0x1
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicBoolean;->compareAndSet(ZZ)Z
    move-result v0
    return v0
.end method
