.class public final Lcom/saltmarsh/ferry/Sailing;
.super Ljava/lang/Object;
.source "Db.kt"


# instance fields
.field private final departs:Ljava/lang/String;

.field private final farePence:I

.field private final id:Ljava/lang/String;

.field private final route:Ljava/lang/String;

.field private final seatsLeft:I


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;II)V
    .registers 7

    const-string v0, "id"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "route"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "departs"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/ferry/Sailing;->id:Ljava/lang/String;

    iput-object p2, p0, Lcom/saltmarsh/ferry/Sailing;->route:Ljava/lang/String;

    iput-object p3, p0, Lcom/saltmarsh/ferry/Sailing;->departs:Ljava/lang/String;

    iput p4, p0, Lcom/saltmarsh/ferry/Sailing;->seatsLeft:I

    iput p5, p0, Lcom/saltmarsh/ferry/Sailing;->farePence:I

    return-void
.end method

.method public static synthetic copy$default(Lcom/saltmarsh/ferry/Sailing;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;IIILjava/lang/Object;)Lcom/saltmarsh/ferry/Sailing;
    .registers 9

    and-int/lit8 v0, p6, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lcom/saltmarsh/ferry/Sailing;->id:Ljava/lang/String;

    :cond_0
    and-int/lit8 v0, p6, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lcom/saltmarsh/ferry/Sailing;->route:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p6, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lcom/saltmarsh/ferry/Sailing;->departs:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p6, 0x8

    if-eqz v0, :cond_3

    iget p4, p0, Lcom/saltmarsh/ferry/Sailing;->seatsLeft:I

    :cond_3
    and-int/lit8 v0, p6, 0x10

    if-eqz v0, :cond_4

    iget p5, p0, Lcom/saltmarsh/ferry/Sailing;->farePence:I

    :cond_4
    invoke-virtual/range {p0 .. p5}, Lcom/saltmarsh/ferry/Sailing;->copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;II)Lcom/saltmarsh/ferry/Sailing;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/saltmarsh/ferry/Sailing;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/saltmarsh/ferry/Sailing;->route:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lcom/saltmarsh/ferry/Sailing;->departs:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()I
    .registers 2

    iget v0, p0, Lcom/saltmarsh/ferry/Sailing;->seatsLeft:I

    return v0
.end method

.method public final component5()I
    .registers 2

    iget v0, p0, Lcom/saltmarsh/ferry/Sailing;->farePence:I

    return v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;II)Lcom/saltmarsh/ferry/Sailing;
    .registers 12

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "route"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "departs"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lcom/saltmarsh/ferry/Sailing;

    move-object v1, p1

    move-object v2, p2

    move-object v3, p3

    move v4, p4

    move v5, p5

    invoke-direct/range {v0 .. v5}, Lcom/saltmarsh/ferry/Sailing;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;II)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lcom/saltmarsh/ferry/Sailing;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lcom/saltmarsh/ferry/Sailing;

    move-object v2, v0

    iget-object v0, p0, Lcom/saltmarsh/ferry/Sailing;->id:Ljava/lang/String;

    iget-object v1, v2, Lcom/saltmarsh/ferry/Sailing;->id:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lcom/saltmarsh/ferry/Sailing;->route:Ljava/lang/String;

    iget-object v1, v2, Lcom/saltmarsh/ferry/Sailing;->route:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lcom/saltmarsh/ferry/Sailing;->departs:Ljava/lang/String;

    iget-object v1, v2, Lcom/saltmarsh/ferry/Sailing;->departs:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget v0, p0, Lcom/saltmarsh/ferry/Sailing;->seatsLeft:I

    iget v1, v2, Lcom/saltmarsh/ferry/Sailing;->seatsLeft:I

    if-eq v0, v1, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget v0, p0, Lcom/saltmarsh/ferry/Sailing;->farePence:I

    iget v1, v2, Lcom/saltmarsh/ferry/Sailing;->farePence:I

    if-eq v0, v1, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    const/4 v0, 0x1

    return v0
.end method

.method public final getDeparts()Ljava/lang/String;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/saltmarsh/ferry/Sailing;->departs:Ljava/lang/String;

    return-object v0
.end method

.method public final getFarePence()I
    .registers 2

    .line 19
    iget v0, p0, Lcom/saltmarsh/ferry/Sailing;->farePence:I

    return v0
.end method

.method public final getId()Ljava/lang/String;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/saltmarsh/ferry/Sailing;->id:Ljava/lang/String;

    return-object v0
.end method

.method public final getRoute()Ljava/lang/String;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/saltmarsh/ferry/Sailing;->route:Ljava/lang/String;

    return-object v0
.end method

.method public final getSeatsLeft()I
    .registers 2

    .line 19
    iget v0, p0, Lcom/saltmarsh/ferry/Sailing;->seatsLeft:I

    return v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lcom/saltmarsh/ferry/Sailing;->id:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lcom/saltmarsh/ferry/Sailing;->route:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lcom/saltmarsh/ferry/Sailing;->departs:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget v1, p0, Lcom/saltmarsh/ferry/Sailing;->seatsLeft:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget v1, p0, Lcom/saltmarsh/ferry/Sailing;->farePence:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 8

    iget-object v0, p0, Lcom/saltmarsh/ferry/Sailing;->id:Ljava/lang/String;

    iget-object v1, p0, Lcom/saltmarsh/ferry/Sailing;->route:Ljava/lang/String;

    iget-object v2, p0, Lcom/saltmarsh/ferry/Sailing;->departs:Ljava/lang/String;

    iget v3, p0, Lcom/saltmarsh/ferry/Sailing;->seatsLeft:I

    iget v4, p0, Lcom/saltmarsh/ferry/Sailing;->farePence:I

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "Sailing(id="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, ", route="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, ", departs="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, ", seatsLeft="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v6, ", farePence="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v6, ")"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
