.class public final Lio/kanbu/app/core/JournalExecutor;
.super Ljava/lang/Object;
.source "RequestJournal.kt"

# interfaces
.implements Lcom/clawseed/sdk/provider/CetpMutationExecutor;


# instance fields
.field private final journal:Lio/kanbu/app/core/RequestJournal;


# direct methods
.method public constructor <init>(Lio/kanbu/app/core/RequestJournal;)V
    .registers 3

    const-string v0, "journal"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 45
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/core/JournalExecutor;->journal:Lio/kanbu/app/core/RequestJournal;

    return-void
.end method


# virtual methods
.method public execute(Lcom/clawseed/sdk/provider/CetpRequest;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
    .registers 11

    const-string v1, "request"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "work"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 47
    iget-object v0, p0, Lio/kanbu/app/core/JournalExecutor;->journal:Lio/kanbu/app/core/RequestJournal;

    invoke-virtual {v0, p1}, Lio/kanbu/app/core/RequestJournal;->lookup(Lcom/clawseed/sdk/provider/CetpRequest;)Lio/kanbu/app/core/Replay;

    move-result-object v7

    .line 48
    instance-of v0, v7, Lio/kanbu/app/core/Replay$Fresh;

    if-eqz v0, :cond_0

    invoke-interface {p2, p1}, Lkotlin/jvm/functions/Function1;->invoke(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    goto :goto_0

    .line 49
    :cond_0
    instance-of v0, v7, Lio/kanbu/app/core/Replay$Mismatch;

    if-eqz v0, :cond_1

    sget-object v0, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v3

    const-string v1, "INVALID_REQUEST"

    const-string v2, "This request_id was already used with other arguments"

    const/4 v4, 0x0

    const/16 v5, 0x8

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lcom/clawseed/sdk/provider/Cetp;->error$default(Lcom/clawseed/sdk/provider/Cetp;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 50
    :cond_1
    instance-of v0, v7, Lio/kanbu/app/core/Replay$Known;

    if-eqz v0, :cond_2

    move-object v0, v7

    check-cast v0, Lio/kanbu/app/core/Replay$Known;

    invoke-virtual {v0}, Lio/kanbu/app/core/Replay$Known;->getOutcome()Lio/kanbu/app/core/Outcome;

    move-result-object v0

    invoke-virtual {p1}, Lcom/clawseed/sdk/provider/CetpRequest;->getRequestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lio/kanbu/app/core/Outcome;->toBundle(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 47
    :cond_2
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 51
    :goto_0
    return-object v0
.end method
