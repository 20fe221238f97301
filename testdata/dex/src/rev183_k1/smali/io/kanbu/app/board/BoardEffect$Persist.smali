.class public final Lio/kanbu/app/board/BoardEffect$Persist;
.super Ljava/lang/Object;
.source "BoardModel.kt"

# interfaces
.implements Lio/kanbu/app/board/BoardEffect;


# instance fields
.field private final before:Ljava/util/Map;

.field private final call:Lcom/clawseed/sdk/provider/CetpRequest;

.field private final operationId:Ljava/lang/String;

.field private final outcome:Lio/kanbu/app/core/Outcome;


# direct methods
.method public constructor <init>(Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;Ljava/util/Map;Ljava/lang/String;)V
    .registers 6

    const-string v0, "call"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "outcome"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "before"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 70
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/board/BoardEffect$Persist;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iput-object p2, p0, Lio/kanbu/app/board/BoardEffect$Persist;->outcome:Lio/kanbu/app/core/Outcome;

    iput-object p3, p0, Lio/kanbu/app/board/BoardEffect$Persist;->before:Ljava/util/Map;

    iput-object p4, p0, Lio/kanbu/app/board/BoardEffect$Persist;->operationId:Ljava/lang/String;

    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/board/BoardEffect$Persist;Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;Ljava/util/Map;Ljava/lang/String;ILjava/lang/Object;)Lio/kanbu/app/board/BoardEffect$Persist;
    .registers 8

    and-int/lit8 v0, p5, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/kanbu/app/board/BoardEffect$Persist;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    :cond_0
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/kanbu/app/board/BoardEffect$Persist;->outcome:Lio/kanbu/app/core/Outcome;

    :cond_1
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lio/kanbu/app/board/BoardEffect$Persist;->before:Ljava/util/Map;

    :cond_2
    and-int/lit8 v0, p5, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lio/kanbu/app/board/BoardEffect$Persist;->operationId:Ljava/lang/String;

    :cond_3
    invoke-virtual {p0, p1, p2, p3, p4}, Lio/kanbu/app/board/BoardEffect$Persist;->copy(Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;Ljava/util/Map;Ljava/lang/String;)Lio/kanbu/app/board/BoardEffect$Persist;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Lcom/clawseed/sdk/provider/CetpRequest;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$Persist;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    return-object v0
.end method

.method public final component2()Lio/kanbu/app/core/Outcome;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$Persist;->outcome:Lio/kanbu/app/core/Outcome;

    return-object v0
.end method

.method public final component3()Ljava/util/Map;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$Persist;->before:Ljava/util/Map;

    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$Persist;->operationId:Ljava/lang/String;

    return-object v0
.end method

.method public final copy(Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;Ljava/util/Map;Ljava/lang/String;)Lio/kanbu/app/board/BoardEffect$Persist;
    .registers 7

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "outcome"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "before"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/kanbu/app/board/BoardEffect$Persist;

    invoke-direct {v0, p1, p2, p3, p4}, Lio/kanbu/app/board/BoardEffect$Persist;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Lio/kanbu/app/core/Outcome;Ljava/util/Map;Ljava/lang/String;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/board/BoardEffect$Persist;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/board/BoardEffect$Persist;

    move-object v2, v0

    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$Persist;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iget-object v1, v2, Lio/kanbu/app/board/BoardEffect$Persist;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$Persist;->outcome:Lio/kanbu/app/core/Outcome;

    iget-object v1, v2, Lio/kanbu/app/board/BoardEffect$Persist;->outcome:Lio/kanbu/app/core/Outcome;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$Persist;->before:Ljava/util/Map;

    iget-object v1, v2, Lio/kanbu/app/board/BoardEffect$Persist;->before:Ljava/util/Map;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$Persist;->operationId:Ljava/lang/String;

    iget-object v1, v2, Lio/kanbu/app/board/BoardEffect$Persist;->operationId:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    const/4 v0, 0x1

    return v0
.end method

.method public final getBefore()Ljava/util/Map;
    .registers 2

    .line 70
    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$Persist;->before:Ljava/util/Map;

    return-object v0
.end method

.method public final getCall()Lcom/clawseed/sdk/provider/CetpRequest;
    .registers 2

    .line 70
    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$Persist;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    return-object v0
.end method

.method public final getOperationId()Ljava/lang/String;
    .registers 2

    .line 70
    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$Persist;->operationId:Ljava/lang/String;

    return-object v0
.end method

.method public final getOutcome()Lio/kanbu/app/core/Outcome;
    .registers 2

    .line 70
    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$Persist;->outcome:Lio/kanbu/app/core/Outcome;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$Persist;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/board/BoardEffect$Persist;->outcome:Lio/kanbu/app/core/Outcome;

    invoke-virtual {v1}, Lio/kanbu/app/core/Outcome;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/board/BoardEffect$Persist;->before:Ljava/util/Map;

    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/board/BoardEffect$Persist;->operationId:Ljava/lang/String;

    if-nez v1, :cond_0

    const/4 v1, 0x0

    goto :goto_0

    :cond_0
    iget-object v1, p0, Lio/kanbu/app/board/BoardEffect$Persist;->operationId:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    :goto_0
    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 7

    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$Persist;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iget-object v1, p0, Lio/kanbu/app/board/BoardEffect$Persist;->outcome:Lio/kanbu/app/core/Outcome;

    iget-object v2, p0, Lio/kanbu/app/board/BoardEffect$Persist;->before:Ljava/util/Map;

    iget-object v3, p0, Lio/kanbu/app/board/BoardEffect$Persist;->operationId:Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Persist(call="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, ", outcome="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, ", before="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, ", operationId="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ")"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
