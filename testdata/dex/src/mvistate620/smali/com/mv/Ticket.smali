.class public final Lcom/mv/Ticket;
.super Ljava/lang/Object;
.source "Store.kt"

# instance fields
.field private final uid:I
.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(ILjava/lang/String;)V
    .registers 5
    const-string v1, "tool"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput v3, v2, Lcom/mv/Ticket;->uid:I
    iput-object v4, v2, Lcom/mv/Ticket;->tool:Ljava/lang/String;
    return-void
.end method

.method public static synthetic copy$default(Lcom/mv/Ticket;ILjava/lang/String;ILjava/lang/Object;)Lcom/mv/Ticket;
    .registers 7
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L11
    iget v0, v2, Lcom/mv/Ticket;->uid:I
    move v3, v0
:L11
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L22
    iget-object v0, v2, Lcom/mv/Ticket;->tool:Ljava/lang/String;
    move-object v4, v0
:L22
    invoke-virtual {v2, v3, v4}, Lcom/mv/Ticket;->copy(ILjava/lang/String;)Lcom/mv/Ticket;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final getUid()I
    .registers 2
    .line 15
    iget v0, v1, Lcom/mv/Ticket;->uid:I
    return v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 15
    iget-object v0, v1, Lcom/mv/Ticket;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final component1()I
    .registers 2
    iget v0, v1, Lcom/mv/Ticket;->uid:I
    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/mv/Ticket;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(ILjava/lang/String;)Lcom/mv/Ticket;
    .registers 5
    const-string v1, "tool"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/mv/Ticket;
    invoke-direct {v0, v3, v4}, Lcom/mv/Ticket;-><init>(ILjava/lang/String;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget v0, v4, Lcom/mv/Ticket;->uid:I
    iget-object v1, v4, Lcom/mv/Ticket;->tool:Ljava/lang/String;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Ticket(uid="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, ", tool="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget v0, v3, Lcom/mv/Ticket;->uid:I
    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/mv/Ticket;->tool:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    return v2
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne v3, v4, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, v4, Lcom/mv/Ticket;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/mv/Ticket;
    move-object v2, v0
    iget v0, v3, Lcom/mv/Ticket;->uid:I
    iget v1, v2, Lcom/mv/Ticket;->uid:I
    if-eq v0, v1, :L34
    const/4 v0, 0x0
    return v0
:L34
    iget-object v0, v3, Lcom/mv/Ticket;->tool:Ljava/lang/String;
    iget-object v1, v2, Lcom/mv/Ticket;->tool:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L50
    const/4 v0, 0x0
    return v0
:L50
    const/4 v0, 0x1
    return v0
.end method

