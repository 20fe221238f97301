.class public final Lcom/hearthkit/Outcome$Failed;
.super Ljava/lang/Object;
.source "Protocol.kt"

# interfaces
.implements Lcom/hearthkit/Outcome;

# instance fields
.field private final code:Ljava/lang/String;
.field private final message:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthkit/Outcome$Failed;->code:Ljava/lang/String;
    iput-object p2, p0, Lcom/hearthkit/Outcome$Failed;->message:Ljava/lang/String;
    return-void
.end method

.method public static synthetic copy$default(Lcom/hearthkit/Outcome$Failed;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lcom/hearthkit/Outcome$Failed;
    .registers 6
    and-int/lit8 v0, p3, 0x1
    if-eqz v0, :L11
    iget-object p1, p0, Lcom/hearthkit/Outcome$Failed;->code:Ljava/lang/String;
:L11
    and-int/lit8 v0, p3, 0x2
    if-eqz v0, :L22
    iget-object p2, p0, Lcom/hearthkit/Outcome$Failed;->message:Ljava/lang/String;
:L22
    invoke-virtual {p0, p1, p2}, Lcom/hearthkit/Outcome$Failed;->copy(Ljava/lang/String;Ljava/lang/String;)Lcom/hearthkit/Outcome$Failed;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthkit/Outcome$Failed;->code:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Lcom/hearthkit/Outcome$Failed;->message:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;)Lcom/hearthkit/Outcome$Failed;
    .registers 5
    const-string v1, "code"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "message"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/hearthkit/Outcome$Failed;
    invoke-direct {v0, p1, p2}, Lcom/hearthkit/Outcome$Failed;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/hearthkit/Outcome$Failed;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/hearthkit/Outcome$Failed;
    move-object v2, v0
    iget-object v0, p0, Lcom/hearthkit/Outcome$Failed;->code:Ljava/lang/String;
    iget-object v1, v2, Lcom/hearthkit/Outcome$Failed;->code:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, p0, Lcom/hearthkit/Outcome$Failed;->message:Ljava/lang/String;
    iget-object v1, v2, Lcom/hearthkit/Outcome$Failed;->message:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    const/4 v0, 0x1
    return v0
.end method

.method public final getCode()Ljava/lang/String;
    .registers 2
    .line 24
    iget-object v0, p0, Lcom/hearthkit/Outcome$Failed;->code:Ljava/lang/String;
    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2
    .line 24
    iget-object v0, p0, Lcom/hearthkit/Outcome$Failed;->message:Ljava/lang/String;
    return-object v0
.end method

.method public final getRetryable()Z
    .registers 3
    .line 25
    invoke-static {}, Lcom/hearthkit/ProtocolKt;->access$getRETRYABLE$p()Ljava/util/Set;
    move-result-object v0
    iget-object v1, p0, Lcom/hearthkit/Outcome$Failed;->code:Ljava/lang/String;
    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, p0, Lcom/hearthkit/Outcome$Failed;->code:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    mul-int/lit8 v0, v2, 0x1f
    iget-object v1, p0, Lcom/hearthkit/Outcome$Failed;->message:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v2, v0, v1
    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, p0, Lcom/hearthkit/Outcome$Failed;->code:Ljava/lang/String;
    iget-object v1, p0, Lcom/hearthkit/Outcome$Failed;->message:Ljava/lang/String;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Failed(code="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ", message="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
