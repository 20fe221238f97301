.class public final Lio/kanbu/app/ui/UiEffect$Record;
.super Ljava/lang/Object;
.source "ConfirmUi.kt"

# interfaces
.implements Lio/kanbu/app/ui/UiEffect;


# instance fields
.field private final approved:Z

.field private final ticket:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Z)V
    .registers 4

    const-string v0, "ticket"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/kanbu/app/ui/UiEffect$Record;->ticket:Ljava/lang/String;

    iput-boolean p2, p0, Lio/kanbu/app/ui/UiEffect$Record;->approved:Z

    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/ui/UiEffect$Record;Ljava/lang/String;ZILjava/lang/Object;)Lio/kanbu/app/ui/UiEffect$Record;
    .registers 6

    and-int/lit8 v0, p3, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/kanbu/app/ui/UiEffect$Record;->ticket:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_1

    iget-boolean p2, p0, Lio/kanbu/app/ui/UiEffect$Record;->approved:Z

    :cond_1
    invoke-virtual {p0, p1, p2}, Lio/kanbu/app/ui/UiEffect$Record;->copy(Ljava/lang/String;Z)Lio/kanbu/app/ui/UiEffect$Record;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/ui/UiEffect$Record;->ticket:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Z
    .registers 2

    iget-boolean v0, p0, Lio/kanbu/app/ui/UiEffect$Record;->approved:Z

    return v0
.end method

.method public final copy(Ljava/lang/String;Z)Lio/kanbu/app/ui/UiEffect$Record;
    .registers 5

    const-string v1, "ticket"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/kanbu/app/ui/UiEffect$Record;

    invoke-direct {v0, p1, p2}, Lio/kanbu/app/ui/UiEffect$Record;-><init>(Ljava/lang/String;Z)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/ui/UiEffect$Record;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/ui/UiEffect$Record;

    move-object v2, v0

    iget-object v0, p0, Lio/kanbu/app/ui/UiEffect$Record;->ticket:Ljava/lang/String;

    iget-object v1, v2, Lio/kanbu/app/ui/UiEffect$Record;->ticket:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-boolean v0, p0, Lio/kanbu/app/ui/UiEffect$Record;->approved:Z

    iget-boolean v1, v2, Lio/kanbu/app/ui/UiEffect$Record;->approved:Z

    if-eq v0, v1, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    const/4 v0, 0x1

    return v0
.end method

.method public final getApproved()Z
    .registers 2

    .line 18
    iget-boolean v0, p0, Lio/kanbu/app/ui/UiEffect$Record;->approved:Z

    return v0
.end method

.method public final getTicket()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lio/kanbu/app/ui/UiEffect$Record;->ticket:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lio/kanbu/app/ui/UiEffect$Record;->ticket:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-boolean v1, p0, Lio/kanbu/app/ui/UiEffect$Record;->approved:Z

    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 5

    iget-object v0, p0, Lio/kanbu/app/ui/UiEffect$Record;->ticket:Ljava/lang/String;

    iget-boolean v1, p0, Lio/kanbu/app/ui/UiEffect$Record;->approved:Z

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Record(ticket="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, ", approved="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    const-string v3, ")"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
