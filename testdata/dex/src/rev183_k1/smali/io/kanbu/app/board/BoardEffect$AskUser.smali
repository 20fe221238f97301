.class public final Lio/kanbu/app/board/BoardEffect$AskUser;
.super Ljava/lang/Object;
.source "BoardModel.kt"

# interfaces
.implements Lio/kanbu/app/board/BoardEffect;


# instance fields
.field private final ask:I

.field private final call:Lcom/clawseed/sdk/provider/CetpRequest;

.field private final summary:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;I)V
    .registers 5

    const-string v0, "call"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "summary"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 71
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iput-object p2, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->summary:Ljava/lang/String;

    iput p3, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->ask:I

    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/board/BoardEffect$AskUser;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;IILjava/lang/Object;)Lio/kanbu/app/board/BoardEffect$AskUser;
    .registers 7

    and-int/lit8 v0, p4, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    :cond_0
    and-int/lit8 v0, p4, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->summary:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_2

    iget p3, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->ask:I

    :cond_2
    invoke-virtual {p0, p1, p2, p3}, Lio/kanbu/app/board/BoardEffect$AskUser;->copy(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;I)Lio/kanbu/app/board/BoardEffect$AskUser;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Lcom/clawseed/sdk/provider/CetpRequest;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()I
    .registers 2

    iget v0, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->ask:I

    return v0
.end method

.method public final copy(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;I)Lio/kanbu/app/board/BoardEffect$AskUser;
    .registers 6

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "summary"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/kanbu/app/board/BoardEffect$AskUser;

    invoke-direct {v0, p1, p2, p3}, Lio/kanbu/app/board/BoardEffect$AskUser;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;I)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/board/BoardEffect$AskUser;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/board/BoardEffect$AskUser;

    move-object v2, v0

    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iget-object v1, v2, Lio/kanbu/app/board/BoardEffect$AskUser;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->summary:Ljava/lang/String;

    iget-object v1, v2, Lio/kanbu/app/board/BoardEffect$AskUser;->summary:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget v0, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->ask:I

    iget v1, v2, Lio/kanbu/app/board/BoardEffect$AskUser;->ask:I

    if-eq v0, v1, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method public final getAsk()I
    .registers 2

    .line 71
    iget v0, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->ask:I

    return v0
.end method

.method public final getCall()Lcom/clawseed/sdk/provider/CetpRequest;
    .registers 2

    .line 71
    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    return-object v0
.end method

.method public final getSummary()Ljava/lang/String;
    .registers 2

    .line 71
    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->summary:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget v1, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->ask:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 6

    iget-object v0, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iget-object v1, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->summary:Ljava/lang/String;

    iget v2, p0, Lio/kanbu/app/board/BoardEffect$AskUser;->ask:I

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "AskUser(call="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v4, ", summary="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", ask="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v4, ")"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
