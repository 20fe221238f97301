.class public final Lapp/quire/reader/cetp/Caller;
.super Ljava/lang/Object;
.source "Call.kt"


# instance fields
.field private final pkg:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;)V
    .registers 4

    const-string v0, "pkg"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lapp/quire/reader/cetp/Caller;->uid:I

    iput-object p2, p0, Lapp/quire/reader/cetp/Caller;->pkg:Ljava/lang/String;

    return-void
.end method

.method public static synthetic copy$default(Lapp/quire/reader/cetp/Caller;ILjava/lang/String;ILjava/lang/Object;)Lapp/quire/reader/cetp/Caller;
    .registers 6

    and-int/lit8 v0, p3, 0x1

    if-eqz v0, :cond_0

    iget p1, p0, Lapp/quire/reader/cetp/Caller;->uid:I

    :cond_0
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lapp/quire/reader/cetp/Caller;->pkg:Ljava/lang/String;

    :cond_1
    invoke-virtual {p0, p1, p2}, Lapp/quire/reader/cetp/Caller;->copy(ILjava/lang/String;)Lapp/quire/reader/cetp/Caller;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()I
    .registers 2

    iget v0, p0, Lapp/quire/reader/cetp/Caller;->uid:I

    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/quire/reader/cetp/Caller;->pkg:Ljava/lang/String;

    return-object v0
.end method

.method public final copy(ILjava/lang/String;)Lapp/quire/reader/cetp/Caller;
    .registers 5

    const-string v1, "pkg"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/quire/reader/cetp/Caller;

    invoke-direct {v0, p1, p2}, Lapp/quire/reader/cetp/Caller;-><init>(ILjava/lang/String;)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/quire/reader/cetp/Caller;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/quire/reader/cetp/Caller;

    move-object v2, v0

    iget v0, p0, Lapp/quire/reader/cetp/Caller;->uid:I

    iget v1, v2, Lapp/quire/reader/cetp/Caller;->uid:I

    if-eq v0, v1, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/quire/reader/cetp/Caller;->pkg:Ljava/lang/String;

    iget-object v1, v2, Lapp/quire/reader/cetp/Caller;->pkg:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    const/4 v0, 0x1

    return v0
.end method

.method public final getPkg()Ljava/lang/String;
    .registers 2

    .line 4
    iget-object v0, p0, Lapp/quire/reader/cetp/Caller;->pkg:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 4
    iget v0, p0, Lapp/quire/reader/cetp/Caller;->uid:I

    return v0
.end method

.method public hashCode()I
    .registers 4

    iget v0, p0, Lapp/quire/reader/cetp/Caller;->uid:I

    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/quire/reader/cetp/Caller;->pkg:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 5

    iget v0, p0, Lapp/quire/reader/cetp/Caller;->uid:I

    iget-object v1, p0, Lapp/quire/reader/cetp/Caller;->pkg:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Caller(uid="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v3, ", pkg="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v3, ")"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
