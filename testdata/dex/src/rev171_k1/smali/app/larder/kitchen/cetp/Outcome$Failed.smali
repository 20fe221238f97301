.class public final Lapp/larder/kitchen/cetp/Outcome$Failed;
.super Ljava/lang/Object;
.source "Outcome.kt"

# interfaces
.implements Lapp/larder/kitchen/cetp/Outcome;


# instance fields
.field private final code:Lapp/larder/kitchen/cetp/ErrorCode;

.field private final message:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V
    .registers 4

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/kitchen/cetp/Outcome$Failed;->code:Lapp/larder/kitchen/cetp/ErrorCode;

    iput-object p2, p0, Lapp/larder/kitchen/cetp/Outcome$Failed;->message:Ljava/lang/String;

    return-void
.end method

.method public static synthetic copy$default(Lapp/larder/kitchen/cetp/Outcome$Failed;Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;ILjava/lang/Object;)Lapp/larder/kitchen/cetp/Outcome$Failed;
    .registers 6

    and-int/lit8 v0, p3, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lapp/larder/kitchen/cetp/Outcome$Failed;->code:Lapp/larder/kitchen/cetp/ErrorCode;

    :cond_0
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lapp/larder/kitchen/cetp/Outcome$Failed;->message:Ljava/lang/String;

    :cond_1
    invoke-virtual {p0, p1, p2}, Lapp/larder/kitchen/cetp/Outcome$Failed;->copy(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Lapp/larder/kitchen/cetp/Outcome$Failed;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Lapp/larder/kitchen/cetp/ErrorCode;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$Failed;->code:Lapp/larder/kitchen/cetp/ErrorCode;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$Failed;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final copy(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)Lapp/larder/kitchen/cetp/Outcome$Failed;
    .registers 5

    const-string v1, "code"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "message"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    invoke-direct {v0, p1, p2}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/larder/kitchen/cetp/Outcome$Failed;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    move-object v2, v0

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$Failed;->code:Lapp/larder/kitchen/cetp/ErrorCode;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/Outcome$Failed;->code:Lapp/larder/kitchen/cetp/ErrorCode;

    if-eq v0, v1, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$Failed;->message:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/kitchen/cetp/Outcome$Failed;->message:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    const/4 v0, 0x1

    return v0
.end method

.method public final getCode()Lapp/larder/kitchen/cetp/ErrorCode;
    .registers 2

    .line 13
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$Failed;->code:Lapp/larder/kitchen/cetp/ErrorCode;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$Failed;->message:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$Failed;->code:Lapp/larder/kitchen/cetp/ErrorCode;

    invoke-virtual {v0}, Lapp/larder/kitchen/cetp/ErrorCode;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/kitchen/cetp/Outcome$Failed;->message:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 5

    iget-object v0, p0, Lapp/larder/kitchen/cetp/Outcome$Failed;->code:Lapp/larder/kitchen/cetp/ErrorCode;

    iget-object v1, p0, Lapp/larder/kitchen/cetp/Outcome$Failed;->message:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Failed(code="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v3, ", message="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, ")"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
