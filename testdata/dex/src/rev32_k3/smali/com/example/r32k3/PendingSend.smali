.class public final Lcom/example/r32k3/PendingSend;
.super Ljava/lang/Object;
.source "Commands.kt"


# instance fields
.field private final conversation:Ljava/lang/String;

.field private final text:Ljava/lang/String;

.field private final token:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6
    const-string v0, "conversation"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "text"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "token"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 32
    iput p1, p0, Lcom/example/r32k3/PendingSend;->uid:I
    .line 33
    iput-object p2, p0, Lcom/example/r32k3/PendingSend;->conversation:Ljava/lang/String;
    .line 34
    iput-object p3, p0, Lcom/example/r32k3/PendingSend;->text:Ljava/lang/String;
    .line 35
    iput-object p4, p0, Lcom/example/r32k3/PendingSend;->token:Ljava/lang/String;
    .line 31
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 9
    .line 31
    and-int/lit8 p5, p5, 0x8
    if-eqz p5, :cond_0
    .line 35
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide p4
    const/16 v0, 0x24
    invoke-static {v0}, Lkotlin/text/CharsKt;->checkRadix(I)I
    move-result v0
    invoke-static {p4, p5, v0}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object p4
    const-string p5, "toString(...)"
    invoke-static {p4, p5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    invoke-static {}, Lcom/example/r32k3/CommandsKt;->access$getSEQ$p()Ljava/util/concurrent/atomic/AtomicInteger;
    move-result-object p5
    invoke-virtual {p5}, Ljava/util/concurrent/atomic/AtomicInteger;->incrementAndGet()I
    move-result p5
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "rs-"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p4
    const-string v0, "-"
    invoke-virtual {p4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p4
    invoke-virtual {p4, p5}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object p4
    invoke-virtual {p4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p4
    .line 31
    :cond_0
    invoke-direct {p0, p1, p2, p3, p4}, Lcom/example/r32k3/PendingSend;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .line 36
    return-void
.end method

.method public static synthetic copy$default(Lcom/example/r32k3/PendingSend;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lcom/example/r32k3/PendingSend;
    .registers 7
    and-int/lit8 p6, p5, 0x1
    if-eqz p6, :cond_0
    iget p1, p0, Lcom/example/r32k3/PendingSend;->uid:I
    :cond_0
    and-int/lit8 p6, p5, 0x2
    if-eqz p6, :cond_1
    iget-object p2, p0, Lcom/example/r32k3/PendingSend;->conversation:Ljava/lang/String;
    :cond_1
    and-int/lit8 p6, p5, 0x4
    if-eqz p6, :cond_2
    iget-object p3, p0, Lcom/example/r32k3/PendingSend;->text:Ljava/lang/String;
    :cond_2
    and-int/lit8 p5, p5, 0x8
    if-eqz p5, :cond_3
    iget-object p4, p0, Lcom/example/r32k3/PendingSend;->token:Ljava/lang/String;
    :cond_3
    invoke-virtual/range {p0 .. p4}, Lcom/example/r32k3/PendingSend;->copy(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/example/r32k3/PendingSend;
    move-result-object p0
    return-object p0
.end method


# virtual methods
.method public final component1()I
    .registers 2
    iget v0, p0, Lcom/example/r32k3/PendingSend;->uid:I
    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r32k3/PendingSend;->conversation:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r32k3/PendingSend;->text:Ljava/lang/String;
    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/example/r32k3/PendingSend;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/example/r32k3/PendingSend;
    .registers 6
    const-string v0, "conversation"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "text"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "token"
    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/example/r32k3/PendingSend;
    invoke-direct {v0, p1, p2, p3, p4}, Lcom/example/r32k3/PendingSend;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    const/4 v0, 0x1
    if-ne p0, p1, :cond_0
    return v0
    :cond_0
    instance-of v1, p1, Lcom/example/r32k3/PendingSend;
    const/4 v2, 0x0
    if-nez v1, :cond_1
    return v2
    :cond_1
    check-cast p1, Lcom/example/r32k3/PendingSend;
    iget v1, p0, Lcom/example/r32k3/PendingSend;->uid:I
    iget v3, p1, Lcom/example/r32k3/PendingSend;->uid:I
    if-eq v1, v3, :cond_2
    return v2
    :cond_2
    iget-object v1, p0, Lcom/example/r32k3/PendingSend;->conversation:Ljava/lang/String;
    iget-object v3, p1, Lcom/example/r32k3/PendingSend;->conversation:Ljava/lang/String;
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_3
    return v2
    :cond_3
    iget-object v1, p0, Lcom/example/r32k3/PendingSend;->text:Ljava/lang/String;
    iget-object v3, p1, Lcom/example/r32k3/PendingSend;->text:Ljava/lang/String;
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-nez v1, :cond_4
    return v2
    :cond_4
    iget-object v1, p0, Lcom/example/r32k3/PendingSend;->token:Ljava/lang/String;
    iget-object p1, p1, Lcom/example/r32k3/PendingSend;->token:Ljava/lang/String;
    invoke-static {v1, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_5
    return v2
    :cond_5
    return v0
.end method

.method public final getConversation()Ljava/lang/String;
    .registers 2
    .line 33
    iget-object v0, p0, Lcom/example/r32k3/PendingSend;->conversation:Ljava/lang/String;
    return-object v0
.end method

.method public final getText()Ljava/lang/String;
    .registers 2
    .line 34
    iget-object v0, p0, Lcom/example/r32k3/PendingSend;->text:Ljava/lang/String;
    return-object v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 2
    .line 35
    iget-object v0, p0, Lcom/example/r32k3/PendingSend;->token:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 32
    iget v0, p0, Lcom/example/r32k3/PendingSend;->uid:I
    return v0
.end method

.method public hashCode()I
    .registers 3
    iget v0, p0, Lcom/example/r32k3/PendingSend;->uid:I
    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I
    move-result v0
    mul-int/lit8 v0, v0, 0x1f
    iget-object v1, p0, Lcom/example/r32k3/PendingSend;->conversation:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int/2addr v0, v1
    mul-int/lit8 v0, v0, 0x1f
    iget-object v1, p0, Lcom/example/r32k3/PendingSend;->text:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int/2addr v0, v1
    mul-int/lit8 v0, v0, 0x1f
    iget-object v1, p0, Lcom/example/r32k3/PendingSend;->token:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int/2addr v0, v1
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    const-string v1, "PendingSend(uid="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget v1, p0, Lcom/example/r32k3/PendingSend;->uid:I
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", conversation="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, p0, Lcom/example/r32k3/PendingSend;->conversation:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", text="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, p0, Lcom/example/r32k3/PendingSend;->text:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ", token="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    iget-object v1, p0, Lcom/example/r32k3/PendingSend;->token:Ljava/lang/String;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    const-string v1, ")"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
