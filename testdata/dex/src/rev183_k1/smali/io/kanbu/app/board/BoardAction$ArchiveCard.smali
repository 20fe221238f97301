.class public final Lio/kanbu/app/board/BoardAction$ArchiveCard;
.super Ljava/lang/Object;
.source "BoardModel.kt"

# interfaces
.implements Lio/kanbu/app/board/BoardAction$Tool;


# instance fields
.field private final call:Lcom/clawseed/sdk/provider/CetpRequest;

.field private final id:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)V
    .registers 4

    const-string v0, "call"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "id"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/board/BoardAction$ArchiveCard;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iput-object p2, p0, Lio/kanbu/app/board/BoardAction$ArchiveCard;->id:Ljava/lang/String;

    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/board/BoardAction$ArchiveCard;Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;ILjava/lang/Object;)Lio/kanbu/app/board/BoardAction$ArchiveCard;
    .registers 6

    and-int/lit8 v0, p3, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/kanbu/app/board/BoardAction$ArchiveCard;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    :cond_0
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/kanbu/app/board/BoardAction$ArchiveCard;->id:Ljava/lang/String;

    :cond_1
    invoke-virtual {p0, p1, p2}, Lio/kanbu/app/board/BoardAction$ArchiveCard;->copy(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Lio/kanbu/app/board/BoardAction$ArchiveCard;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Lcom/clawseed/sdk/provider/CetpRequest;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/board/BoardAction$ArchiveCard;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/board/BoardAction$ArchiveCard;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final copy(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)Lio/kanbu/app/board/BoardAction$ArchiveCard;
    .registers 5

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "id"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/kanbu/app/board/BoardAction$ArchiveCard;

    invoke-direct {v0, p1, p2}, Lio/kanbu/app/board/BoardAction$ArchiveCard;-><init>(Lcom/clawseed/sdk/provider/CetpRequest;Ljava/lang/String;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/board/BoardAction$ArchiveCard;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/board/BoardAction$ArchiveCard;

    move-object v2, v0

    iget-object v0, p0, Lio/kanbu/app/board/BoardAction$ArchiveCard;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iget-object v1, v2, Lio/kanbu/app/board/BoardAction$ArchiveCard;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/kanbu/app/board/BoardAction$ArchiveCard;->id:Ljava/lang/String;

    iget-object v1, v2, Lio/kanbu/app/board/BoardAction$ArchiveCard;->id:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    const/4 v0, 0x1

    return v0
.end method

.method public getCall()Lcom/clawseed/sdk/provider/CetpRequest;
    .registers 2

    .line 53
    iget-object v0, p0, Lio/kanbu/app/board/BoardAction$ArchiveCard;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    return-object v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2

    .line 53
    iget-object v0, p0, Lio/kanbu/app/board/BoardAction$ArchiveCard;->id:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lio/kanbu/app/board/BoardAction$ArchiveCard;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/board/BoardAction$ArchiveCard;->id:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 5

    iget-object v0, p0, Lio/kanbu/app/board/BoardAction$ArchiveCard;->call:Lcom/clawseed/sdk/provider/CetpRequest;

    iget-object v1, p0, Lio/kanbu/app/board/BoardAction$ArchiveCard;->id:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "ArchiveCard(call="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v3, ", id="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, ")"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
