.class public final Lio/kanbu/app/ui/ConfirmUi;
.super Ljava/lang/Object;
.source "ConfirmUi.kt"


# instance fields
.field private final approved:Ljava/lang/Boolean;

.field private final effects:Ljava/util/List;

.field private final summary:Ljava/lang/String;

.field private final ticket:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Boolean;Ljava/util/List;)V
    .registers 6

    const-string v0, "effects"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 5
    iput-object p1, p0, Lio/kanbu/app/ui/ConfirmUi;->ticket:Ljava/lang/String;

    .line 6
    iput-object p2, p0, Lio/kanbu/app/ui/ConfirmUi;->summary:Ljava/lang/String;

    .line 7
    iput-object p3, p0, Lio/kanbu/app/ui/ConfirmUi;->approved:Ljava/lang/Boolean;

    .line 8
    iput-object p4, p0, Lio/kanbu/app/ui/ConfirmUi;->effects:Ljava/util/List;

    .line 4
    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/ui/ConfirmUi;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Boolean;Ljava/util/List;ILjava/lang/Object;)Lio/kanbu/app/ui/ConfirmUi;
    .registers 8

    and-int/lit8 v0, p5, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/kanbu/app/ui/ConfirmUi;->ticket:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/kanbu/app/ui/ConfirmUi;->summary:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lio/kanbu/app/ui/ConfirmUi;->approved:Ljava/lang/Boolean;

    :cond_2
    and-int/lit8 v0, p5, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lio/kanbu/app/ui/ConfirmUi;->effects:Ljava/util/List;

    :cond_3
    invoke-virtual {p0, p1, p2, p3, p4}, Lio/kanbu/app/ui/ConfirmUi;->copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Boolean;Ljava/util/List;)Lio/kanbu/app/ui/ConfirmUi;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->ticket:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Ljava/lang/Boolean;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->approved:Ljava/lang/Boolean;

    return-object v0
.end method

.method public final component4()Ljava/util/List;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->effects:Ljava/util/List;

    return-object v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Boolean;Ljava/util/List;)Lio/kanbu/app/ui/ConfirmUi;
    .registers 7

    const-string v1, "effects"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/kanbu/app/ui/ConfirmUi;

    invoke-direct {v0, p1, p2, p3, p4}, Lio/kanbu/app/ui/ConfirmUi;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Boolean;Ljava/util/List;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/ui/ConfirmUi;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/ui/ConfirmUi;

    move-object v2, v0

    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->ticket:Ljava/lang/String;

    iget-object v1, v2, Lio/kanbu/app/ui/ConfirmUi;->ticket:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->summary:Ljava/lang/String;

    iget-object v1, v2, Lio/kanbu/app/ui/ConfirmUi;->summary:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->approved:Ljava/lang/Boolean;

    iget-object v1, v2, Lio/kanbu/app/ui/ConfirmUi;->approved:Ljava/lang/Boolean;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->effects:Ljava/util/List;

    iget-object v1, v2, Lio/kanbu/app/ui/ConfirmUi;->effects:Ljava/util/List;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    const/4 v0, 0x1

    return v0
.end method

.method public final getApproved()Ljava/lang/Boolean;
    .registers 2

    .line 7
    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->approved:Ljava/lang/Boolean;

    return-object v0
.end method

.method public final getEffects()Ljava/util/List;
    .registers 2

    .line 8
    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->effects:Ljava/util/List;

    return-object v0
.end method

.method public final getSummary()Ljava/lang/String;
    .registers 2

    .line 6
    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final getTicket()Ljava/lang/String;
    .registers 2

    .line 5
    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->ticket:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->ticket:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->ticket:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v0

    :goto_0
    move v2, v0

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/ui/ConfirmUi;->summary:Ljava/lang/String;

    if-nez v1, :cond_1

    const/4 v1, 0x0

    goto :goto_1

    :cond_1
    iget-object v1, p0, Lio/kanbu/app/ui/ConfirmUi;->summary:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    :goto_1
    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/ui/ConfirmUi;->approved:Ljava/lang/Boolean;

    if-nez v1, :cond_2

    const/4 v1, 0x0

    goto :goto_2

    :cond_2
    iget-object v1, p0, Lio/kanbu/app/ui/ConfirmUi;->approved:Ljava/lang/Boolean;

    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I

    move-result v1

    :goto_2
    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/ui/ConfirmUi;->effects:Ljava/util/List;

    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 7

    iget-object v0, p0, Lio/kanbu/app/ui/ConfirmUi;->ticket:Ljava/lang/String;

    iget-object v1, p0, Lio/kanbu/app/ui/ConfirmUi;->summary:Ljava/lang/String;

    iget-object v2, p0, Lio/kanbu/app/ui/ConfirmUi;->approved:Ljava/lang/Boolean;

    iget-object v3, p0, Lio/kanbu/app/ui/ConfirmUi;->effects:Ljava/util/List;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "ConfirmUi(ticket="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ", summary="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ", approved="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, ", effects="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v5, ")"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
