.class public final Lio/kanbu/app/core/Replay$Known;
.super Lio/kanbu/app/core/Replay;
.source "RequestJournal.kt"


# instance fields
.field private final outcome:Lio/kanbu/app/core/Outcome;


# direct methods
.method public constructor <init>(Lio/kanbu/app/core/Outcome;)V
    .registers 3

    const-string v0, "outcome"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/kanbu/app/core/Replay;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lio/kanbu/app/core/Replay$Known;->outcome:Lio/kanbu/app/core/Outcome;

    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/core/Replay$Known;Lio/kanbu/app/core/Outcome;ILjava/lang/Object;)Lio/kanbu/app/core/Replay$Known;
    .registers 5

    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/kanbu/app/core/Replay$Known;->outcome:Lio/kanbu/app/core/Outcome;

    :cond_0
    invoke-virtual {p0, p1}, Lio/kanbu/app/core/Replay$Known;->copy(Lio/kanbu/app/core/Outcome;)Lio/kanbu/app/core/Replay$Known;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Lio/kanbu/app/core/Outcome;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/core/Replay$Known;->outcome:Lio/kanbu/app/core/Outcome;

    return-object v0
.end method

.method public final copy(Lio/kanbu/app/core/Outcome;)Lio/kanbu/app/core/Replay$Known;
    .registers 4

    const-string v1, "outcome"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/kanbu/app/core/Replay$Known;

    invoke-direct {v0, p1}, Lio/kanbu/app/core/Replay$Known;-><init>(Lio/kanbu/app/core/Outcome;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/core/Replay$Known;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/core/Replay$Known;

    move-object v2, v0

    iget-object v0, p0, Lio/kanbu/app/core/Replay$Known;->outcome:Lio/kanbu/app/core/Outcome;

    iget-object v1, v2, Lio/kanbu/app/core/Replay$Known;->outcome:Lio/kanbu/app/core/Outcome;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    const/4 v0, 0x1

    return v0
.end method

.method public final getOutcome()Lio/kanbu/app/core/Outcome;
    .registers 2

    .line 14
    iget-object v0, p0, Lio/kanbu/app/core/Replay$Known;->outcome:Lio/kanbu/app/core/Outcome;

    return-object v0
.end method

.method public hashCode()I
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/core/Replay$Known;->outcome:Lio/kanbu/app/core/Outcome;

    invoke-virtual {v0}, Lio/kanbu/app/core/Outcome;->hashCode()I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4

    iget-object v0, p0, Lio/kanbu/app/core/Replay$Known;->outcome:Lio/kanbu/app/core/Outcome;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Known(outcome="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v2, ")"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
