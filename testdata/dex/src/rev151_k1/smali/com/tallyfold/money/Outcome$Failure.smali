.class public final Lcom/tallyfold/money/Outcome$Failure;
.super Ljava/lang/Object;
.source "Protocol.kt"

# interfaces
.implements Lcom/tallyfold/money/Outcome;


# instance fields
.field private final code:Ljava/lang/String;

.field private final message:Ljava/lang/String;

.field private final retryable:Z


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 5

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyfold/money/Outcome$Failure;->code:Ljava/lang/String;

    iput-object p2, p0, Lcom/tallyfold/money/Outcome$Failure;->message:Ljava/lang/String;

    iput-boolean p3, p0, Lcom/tallyfold/money/Outcome$Failure;->retryable:Z

    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7

    .line 13
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_0

    const/4 p3, 0x0

    :cond_0
    invoke-direct {p0, p1, p2, p3}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    return-void
.end method

.method public static synthetic copy$default(Lcom/tallyfold/money/Outcome$Failure;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/tallyfold/money/Outcome$Failure;
    .registers 7

    and-int/lit8 v0, p4, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lcom/tallyfold/money/Outcome$Failure;->code:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p4, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lcom/tallyfold/money/Outcome$Failure;->message:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_2

    iget-boolean p3, p0, Lcom/tallyfold/money/Outcome$Failure;->retryable:Z

    :cond_2
    invoke-virtual {p0, p1, p2, p3}, Lcom/tallyfold/money/Outcome$Failure;->copy(Ljava/lang/String;Ljava/lang/String;Z)Lcom/tallyfold/money/Outcome$Failure;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$Failure;->code:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$Failure;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Z
    .registers 2

    iget-boolean v0, p0, Lcom/tallyfold/money/Outcome$Failure;->retryable:Z

    return v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;Z)Lcom/tallyfold/money/Outcome$Failure;
    .registers 6

    const-string v1, "code"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lcom/tallyfold/money/Outcome$Failure;

    invoke-direct {v0, p1, p2, p3}, Lcom/tallyfold/money/Outcome$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/tallyfold/money/Outcome$Failure;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/Outcome$Failure;

    move-object v2, v0

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$Failure;->code:Ljava/lang/String;

    iget-object v1, v2, Lcom/tallyfold/money/Outcome$Failure;->code:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lcom/tallyfold/money/Outcome$Failure;->message:Ljava/lang/String;

    iget-object v1, v2, Lcom/tallyfold/money/Outcome$Failure;->message:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-boolean v0, p0, Lcom/tallyfold/money/Outcome$Failure;->retryable:Z

    iget-boolean v1, v2, Lcom/tallyfold/money/Outcome$Failure;->retryable:Z

    if-eq v0, v1, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method public final getCode()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/tallyfold/money/Outcome$Failure;->code:Ljava/lang/String;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/tallyfold/money/Outcome$Failure;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getRetryable()Z
    .registers 2

    .line 13
    iget-boolean v0, p0, Lcom/tallyfold/money/Outcome$Failure;->retryable:Z

    return v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$Failure;->code:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lcom/tallyfold/money/Outcome$Failure;->message:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lcom/tallyfold/money/Outcome$Failure;->retryable:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 6

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$Failure;->code:Ljava/lang/String;

    iget-object v1, p0, Lcom/tallyfold/money/Outcome$Failure;->message:Ljava/lang/String;

    iget-boolean v2, p0, Lcom/tallyfold/money/Outcome$Failure;->retryable:Z

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "Failure(code="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", message="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", retryable="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v4, ")"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
