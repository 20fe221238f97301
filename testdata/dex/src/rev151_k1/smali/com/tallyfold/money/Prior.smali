.class public final Lcom/tallyfold/money/Prior;
.super Ljava/lang/Object;
.source "Protocol.kt"


# instance fields
.field private final argsDigest:Ljava/lang/String;

.field private final operation:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final value:Lorg/json/JSONObject;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)V
    .registers 6

    const-string v0, "tool"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "value"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 69
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyfold/money/Prior;->tool:Ljava/lang/String;

    iput-object p2, p0, Lcom/tallyfold/money/Prior;->argsDigest:Ljava/lang/String;

    iput-object p3, p0, Lcom/tallyfold/money/Prior;->value:Lorg/json/JSONObject;

    iput-object p4, p0, Lcom/tallyfold/money/Prior;->operation:Ljava/lang/String;

    return-void
.end method

.method public static synthetic copy$default(Lcom/tallyfold/money/Prior;Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;ILjava/lang/Object;)Lcom/tallyfold/money/Prior;
    .registers 8

    and-int/lit8 v0, p5, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lcom/tallyfold/money/Prior;->tool:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lcom/tallyfold/money/Prior;->argsDigest:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lcom/tallyfold/money/Prior;->value:Lorg/json/JSONObject;

    :cond_2
    and-int/lit8 v0, p5, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lcom/tallyfold/money/Prior;->operation:Ljava/lang/String;

    :cond_3
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/tallyfold/money/Prior;->copy(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)Lcom/tallyfold/money/Prior;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/Prior;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/Prior;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Lorg/json/JSONObject;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/Prior;->value:Lorg/json/JSONObject;

    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/Prior;->operation:Ljava/lang/String;

    return-object v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)Lcom/tallyfold/money/Prior;
    .registers 7

    const-string v1, "tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "argsDigest"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "value"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lcom/tallyfold/money/Prior;

    invoke-direct {v0, p1, p2, p3, p4}, Lcom/tallyfold/money/Prior;-><init>(Ljava/lang/String;Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/tallyfold/money/Prior;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/Prior;

    move-object v2, v0

    iget-object v0, p0, Lcom/tallyfold/money/Prior;->tool:Ljava/lang/String;

    iget-object v1, v2, Lcom/tallyfold/money/Prior;->tool:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lcom/tallyfold/money/Prior;->argsDigest:Ljava/lang/String;

    iget-object v1, v2, Lcom/tallyfold/money/Prior;->argsDigest:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lcom/tallyfold/money/Prior;->value:Lorg/json/JSONObject;

    iget-object v1, v2, Lcom/tallyfold/money/Prior;->value:Lorg/json/JSONObject;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lcom/tallyfold/money/Prior;->operation:Ljava/lang/String;

    iget-object v1, v2, Lcom/tallyfold/money/Prior;->operation:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    const/4 v0, 0x1

    return v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 69
    iget-object v0, p0, Lcom/tallyfold/money/Prior;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getOperation()Ljava/lang/String;
    .registers 2

    .line 69
    iget-object v0, p0, Lcom/tallyfold/money/Prior;->operation:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 69
    iget-object v0, p0, Lcom/tallyfold/money/Prior;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getValue()Lorg/json/JSONObject;
    .registers 2

    .line 69
    iget-object v0, p0, Lcom/tallyfold/money/Prior;->value:Lorg/json/JSONObject;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lcom/tallyfold/money/Prior;->tool:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lcom/tallyfold/money/Prior;->argsDigest:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lcom/tallyfold/money/Prior;->value:Lorg/json/JSONObject;

    invoke-virtual {v1}, Lorg/json/JSONObject;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lcom/tallyfold/money/Prior;->operation:Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lcom/tallyfold/money/Prior;->operation:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    :goto_0
    add-int v2, v0, v1

    return v2
.end method

.method public final replay()Lcom/tallyfold/money/Outcome;
    .registers 8

    .line 70
    iget-object v0, p0, Lcom/tallyfold/money/Prior;->operation:Ljava/lang/String;

    if-eqz v0, :cond_0

    move-object v5, v0

    .line 73
    const/4 v6, 0x0

    .line 70
    new-instance v0, Lcom/tallyfold/money/Outcome$Accepted;

    invoke-static {v5}, Lcom/tallyfold/money/OperationId;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-wide/16 v2, 0x3e8

    const/4 v4, 0x0

    invoke-direct {v0, v1, v2, v3, v4}, Lcom/tallyfold/money/Outcome$Accepted;-><init>(Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/tallyfold/money/Outcome$Done;

    iget-object v1, p0, Lcom/tallyfold/money/Prior;->value:Lorg/json/JSONObject;

    invoke-direct {v0, v1}, Lcom/tallyfold/money/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lcom/tallyfold/money/Outcome;

    :goto_0
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 7

    iget-object v0, p0, Lcom/tallyfold/money/Prior;->tool:Ljava/lang/String;

    iget-object v1, p0, Lcom/tallyfold/money/Prior;->argsDigest:Ljava/lang/String;

    iget-object v2, p0, Lcom/tallyfold/money/Prior;->value:Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/tallyfold/money/Prior;->operation:Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Prior(tool="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ", argsDigest="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ", value="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, ", operation="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ")"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
