.class public final Lapp/larder/kitchen/cetp/Committer;
.super Ljava/lang/Object;
.source "Committer.kt"


# static fields
.field public static final Companion:Lapp/larder/kitchen/cetp/Committer$Companion;

.field public static final NO_DEADLINE:J = 0x7fffffffffffffffL


# instance fields
.field private final ledger:Lapp/larder/kitchen/data/RequestLedger;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/kitchen/cetp/Committer$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/kitchen/cetp/Committer$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/kitchen/cetp/Committer;->Companion:Lapp/larder/kitchen/cetp/Committer$Companion;

    return-void
.end method

.method public constructor <init>(Lapp/larder/kitchen/data/RequestLedger;)V
    .registers 3

    const-string v0, "ledger"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/kitchen/cetp/Committer;->ledger:Lapp/larder/kitchen/data/RequestLedger;

    return-void
.end method

.method public static synthetic commit$default(Lapp/larder/kitchen/cetp/Committer;Lapp/larder/kitchen/cetp/Call;JLkotlin/jvm/functions/Function0;ILjava/lang/Object;)Lapp/larder/kitchen/cetp/Outcome;
    .registers 8

    .line 9
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_0

    const-wide p2, 0x7fffffffffffffffL

    :cond_0
    invoke-virtual {p0, p1, p2, p3, p4}, Lapp/larder/kitchen/cetp/Committer;->commit(Lapp/larder/kitchen/cetp/Call;JLkotlin/jvm/functions/Function0;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final commit(Lapp/larder/kitchen/cetp/Call;JLkotlin/jvm/functions/Function0;)Lapp/larder/kitchen/cetp/Outcome;
    .registers 16

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "work"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 10
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    cmp-long v0, v0, p2

    if-ltz v0, :cond_0

    .line 11
    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->DEADLINE_EXCEEDED:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "The deadline passed before anything changed."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    return-object v0

    .line 13
    :cond_0
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Committer;->ledger:Lapp/larder/kitchen/data/RequestLedger;

    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getArgsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v0, v1, v2, v3}, Lapp/larder/kitchen/data/RequestLedger;->claim(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/larder/kitchen/data/Claim;

    move-result-object v4

    .line 14
    sget-object v1, Lapp/larder/kitchen/data/Claim$Fresh;->INSTANCE:Lapp/larder/kitchen/data/Claim$Fresh;

    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    :try_start_0
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-interface {p4}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    :catch_0
    move-exception v6

    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;

    invoke-static {v6}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    :goto_0
    invoke-static {v5}, Lkotlin/Result;->exceptionOrNull-impl(Ljava/lang/Object;)Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v0, v5

    check-cast v0, Lorg/json/JSONObject;

    move-object v6, v0

    const/4 v7, 0x0

    .line 15
    new-instance v8, Lapp/larder/kitchen/cetp/Outcome$Done;

    invoke-direct {v8, v6}, Lapp/larder/kitchen/cetp/Outcome$Done;-><init>(Lorg/json/JSONObject;)V

    move-object v9, v8

    .line 30
    const/4 v10, 0x0

    .line 15
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Committer;->ledger:Lapp/larder/kitchen/data/RequestLedger;

    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-static {v9}, Lapp/larder/kitchen/cetp/OutcomeKt;->record(Lapp/larder/kitchen/cetp/Outcome$Done;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lapp/larder/kitchen/data/RequestLedger;->finish(Ljava/lang/String;Ljava/lang/String;)V

    move-object v0, v8

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    .line 14
    goto :goto_1

    :cond_1
    move-object v6, v0

    const/4 v7, 0x0

    .line 16
    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {v6, v1}, Lapp/larder/kitchen/cetp/OutcomeKt;->failureOf(Ljava/lang/Throwable;Ljava/lang/String;)Lapp/larder/kitchen/cetp/Outcome$Failed;

    move-result-object v8

    move-object v9, v8

    .line 30
    const/4 v10, 0x0

    .line 16
    iget-object v0, p0, Lapp/larder/kitchen/cetp/Committer;->ledger:Lapp/larder/kitchen/data/RequestLedger;

    invoke-virtual {p1}, Lapp/larder/kitchen/cetp/Call;->getDedupKey()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lapp/larder/kitchen/data/RequestLedger;->release(Ljava/lang/String;)V

    move-object v0, v8

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    .line 14
    goto :goto_1

    .line 18
    :cond_2
    sget-object v1, Lapp/larder/kitchen/data/Claim$Running;->INSTANCE:Lapp/larder/kitchen/data/Claim$Running;

    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->CONFLICT:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "This request is still running; ask again later."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    goto :goto_1

    .line 19
    :cond_3
    sget-object v1, Lapp/larder/kitchen/data/Claim$Reused;->INSTANCE:Lapp/larder/kitchen/data/Claim$Reused;

    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    new-instance v0, Lapp/larder/kitchen/cetp/Outcome$Failed;

    sget-object v2, Lapp/larder/kitchen/cetp/ErrorCode;->INVALID_REQUEST:Lapp/larder/kitchen/cetp/ErrorCode;

    const-string v3, "request_id was already used for another call."

    invoke-direct {v0, v2, v3}, Lapp/larder/kitchen/cetp/Outcome$Failed;-><init>(Lapp/larder/kitchen/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/larder/kitchen/cetp/Outcome;

    goto :goto_1

    .line 20
    :cond_4
    instance-of v0, v4, Lapp/larder/kitchen/data/Claim$Finished;

    if-eqz v0, :cond_5

    move-object v0, v4

    check-cast v0, Lapp/larder/kitchen/data/Claim$Finished;

    invoke-virtual {v0}, Lapp/larder/kitchen/data/Claim$Finished;->getOutcome()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lapp/larder/kitchen/cetp/OutcomeKt;->replay(Ljava/lang/String;)Lapp/larder/kitchen/cetp/Outcome;

    move-result-object v0

    goto :goto_1

    .line 13
    :cond_5
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    :goto_1
    return-object v0
.end method
