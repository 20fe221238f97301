.class public final Lcom/tallyfold/money/Outcome$NeedsUser;
.super Ljava/lang/Object;
.source "Protocol.kt"

# interfaces
.implements Lcom/tallyfold/money/Outcome;


# instance fields
.field private final message:Ljava/lang/String;

.field private final resolution:Landroid/app/PendingIntent;

.field private final token:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V
    .registers 5

    const-string v0, "message"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "resolution"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "token"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->message:Ljava/lang/String;

    iput-object p2, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->resolution:Landroid/app/PendingIntent;

    iput-object p3, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->token:Ljava/lang/String;

    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 5

    invoke-direct {p0, p1, p2, p3}, Lcom/tallyfold/money/Outcome$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)V

    return-void
.end method

.method public static synthetic copy-CnFJ2q8$default(Lcom/tallyfold/money/Outcome$NeedsUser;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;ILjava/lang/Object;)Lcom/tallyfold/money/Outcome$NeedsUser;
    .registers 7

    and-int/lit8 v0, p4, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->message:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p4, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->resolution:Landroid/app/PendingIntent;

    :cond_1
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->token:Ljava/lang/String;

    :cond_2
    invoke-virtual {p0, p1, p2, p3}, Lcom/tallyfold/money/Outcome$NeedsUser;->copy-CnFJ2q8(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/tallyfold/money/Outcome$NeedsUser;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Landroid/app/PendingIntent;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public final component3-tzdEY8g()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->token:Ljava/lang/String;

    return-object v0
.end method

.method public final copy-CnFJ2q8(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Lcom/tallyfold/money/Outcome$NeedsUser;
    .registers 7

    const-string v1, "message"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "resolution"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "token"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lcom/tallyfold/money/Outcome$NeedsUser;

    const/4 v2, 0x0

    invoke-direct {v0, p1, p2, p3, v2}, Lcom/tallyfold/money/Outcome$NeedsUser;-><init>(Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/tallyfold/money/Outcome$NeedsUser;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/tallyfold/money/Outcome$NeedsUser;

    move-object v2, v0

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->message:Ljava/lang/String;

    iget-object v1, v2, Lcom/tallyfold/money/Outcome$NeedsUser;->message:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->resolution:Landroid/app/PendingIntent;

    iget-object v1, v2, Lcom/tallyfold/money/Outcome$NeedsUser;->resolution:Landroid/app/PendingIntent;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->token:Ljava/lang/String;

    iget-object v1, v2, Lcom/tallyfold/money/Outcome$NeedsUser;->token:Ljava/lang/String;

    invoke-static {v0, v1}, Lcom/tallyfold/money/ResumeToken;->equals-impl0(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getResolution()Landroid/app/PendingIntent;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->resolution:Landroid/app/PendingIntent;

    return-object v0
.end method

.method public final getToken-tzdEY8g()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->token:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->message:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->resolution:Landroid/app/PendingIntent;

    invoke-virtual {v1}, Landroid/app/PendingIntent;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->token:Ljava/lang/String;

    invoke-static {v1}, Lcom/tallyfold/money/ResumeToken;->hashCode-impl(Ljava/lang/String;)I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 6

    iget-object v0, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->message:Ljava/lang/String;

    iget-object v1, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->resolution:Landroid/app/PendingIntent;

    iget-object v2, p0, Lcom/tallyfold/money/Outcome$NeedsUser;->token:Ljava/lang/String;

    invoke-static {v2}, Lcom/tallyfold/money/ResumeToken;->toString-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "NeedsUser(message="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ", resolution="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v4, ", token="

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v4, ")"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
