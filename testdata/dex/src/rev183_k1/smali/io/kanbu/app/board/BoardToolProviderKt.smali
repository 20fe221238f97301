.class public final Lio/kanbu/app/board/BoardToolProviderKt;
.super Ljava/lang/Object;
.source "BoardToolProvider.kt"


# direct methods
.method public static final describe(Lio/kanbu/app/board/BoardState;Lio/kanbu/app/board/BoardAction$Tool;)Ljava/lang/String;
    .registers 7

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "action"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 249
    instance-of v0, p1, Lio/kanbu/app/board/BoardAction$ArchiveCard;

    if-eqz v0, :cond_1

    .line 250
    invoke-virtual {p0}, Lio/kanbu/app/board/BoardState;->getCards()Ljava/util/Map;

    move-result-object v0

    move-object v1, p1

    check-cast v1, Lio/kanbu/app/board/BoardAction$ArchiveCard;

    invoke-virtual {v1}, Lio/kanbu/app/board/BoardAction$ArchiveCard;->getId()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lio/kanbu/app/board/Card;

    .line 251
    if-nez v4, :cond_0

    const-string v0, "Archive a card that no longer exists"

    goto :goto_0

    .line 252
    :cond_0
    invoke-virtual {v4}, Lio/kanbu/app/board/Card;->getTitle()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v4}, Lio/kanbu/app/board/Card;->getColumn()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Archive the card \""

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, "\" from "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, ". It leaves the board."

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    .line 254
    :cond_1
    invoke-interface {p1}, Lio/kanbu/app/board/BoardAction$Tool;->getCall()Lcom/clawseed/sdk/provider/CetpRequest;

    move-result-object v0

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/CetpRequest;->getToolName()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Run "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 255
    :goto_0
    return-object v0
.end method
