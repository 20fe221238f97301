.class public final Lcom/od/RetryKey;
.super Ljava/lang/Object;
.source "Replies.kt"

# instance fields
.field private final uid:I
.field private final requestId:Ljava/lang/String;


# direct methods
.method public constructor <init>(ILjava/lang/String;)V
    .registers 5
    const-string v1, "requestId"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput v3, v2, Lcom/od/RetryKey;->uid:I
    iput-object v4, v2, Lcom/od/RetryKey;->requestId:Ljava/lang/String;
    return-void
.end method

.method public static synthetic copy$default(Lcom/od/RetryKey;ILjava/lang/String;ILjava/lang/Object;)Lcom/od/RetryKey;
    .registers 7
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L11
    iget v0, v2, Lcom/od/RetryKey;->uid:I
    move v3, v0
:L11
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L22
    iget-object v0, v2, Lcom/od/RetryKey;->requestId:Ljava/lang/String;
    move-object v4, v0
:L22
    invoke-virtual {v2, v3, v4}, Lcom/od/RetryKey;->copy(ILjava/lang/String;)Lcom/od/RetryKey;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final getUid()I
    .registers 2
    .line 9
    iget v0, v1, Lcom/od/RetryKey;->uid:I
    return v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2
    .line 9
    iget-object v0, v1, Lcom/od/RetryKey;->requestId:Ljava/lang/String;
    return-object v0
.end method

.method public final component1()I
    .registers 2
    iget v0, v1, Lcom/od/RetryKey;->uid:I
    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/od/RetryKey;->requestId:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(ILjava/lang/String;)Lcom/od/RetryKey;
    .registers 5
    const-string v1, "requestId"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/od/RetryKey;
    invoke-direct {v0, v3, v4}, Lcom/od/RetryKey;-><init>(ILjava/lang/String;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget v0, v4, Lcom/od/RetryKey;->uid:I
    iget-object v1, v4, Lcom/od/RetryKey;->requestId:Ljava/lang/String;
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "RetryKey(uid="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, ", requestId="
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
    iget v0, v3, Lcom/od/RetryKey;->uid:I
    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/od/RetryKey;->requestId:Ljava/lang/String;
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
    instance-of v0, v4, Lcom/od/RetryKey;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/od/RetryKey;
    move-object v2, v0
    iget v0, v3, Lcom/od/RetryKey;->uid:I
    iget v1, v2, Lcom/od/RetryKey;->uid:I
    if-eq v0, v1, :L34
    const/4 v0, 0x0
    return v0
:L34
    iget-object v0, v3, Lcom/od/RetryKey;->requestId:Ljava/lang/String;
    iget-object v1, v2, Lcom/od/RetryKey;->requestId:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L50
    const/4 v0, 0x0
    return v0
:L50
    const/4 v0, 0x1
    return v0
.end method

