.class public final Lio/kanbu/app/board/BoardState;
.super Ljava/lang/Object;
.source "BoardModel.kt"


# static fields
.field public static final Companion:Lio/kanbu/app/board/BoardState$Companion;


# instance fields
.field private final asks:I

.field private final callers:Ljava/util/Map;

.field private final cards:Ljava/util/Map;

.field private final effects:Ljava/util/List;

.field private final outcomes:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lio/kanbu/app/board/BoardState$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lio/kanbu/app/board/BoardState$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lio/kanbu/app/board/BoardState;->Companion:Lio/kanbu/app/board/BoardState$Companion;

    return-void
.end method

.method public constructor <init>(Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;I)V
    .registers 7

    const-string v0, "cards"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "callers"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "outcomes"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "effects"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    iput-object p1, p0, Lio/kanbu/app/board/BoardState;->cards:Ljava/util/Map;

    .line 22
    iput-object p2, p0, Lio/kanbu/app/board/BoardState;->callers:Ljava/util/Map;

    .line 23
    iput-object p3, p0, Lio/kanbu/app/board/BoardState;->outcomes:Ljava/util/Map;

    .line 24
    iput-object p4, p0, Lio/kanbu/app/board/BoardState;->effects:Ljava/util/List;

    .line 25
    iput p5, p0, Lio/kanbu/app/board/BoardState;->asks:I

    .line 20
    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/board/BoardState;Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;IILjava/lang/Object;)Lio/kanbu/app/board/BoardState;
    .registers 9

    and-int/lit8 v0, p6, 0x1

    if-eqz v0, :cond_0

    iget-object p1, p0, Lio/kanbu/app/board/BoardState;->cards:Ljava/util/Map;

    :cond_0
    and-int/lit8 v0, p6, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lio/kanbu/app/board/BoardState;->callers:Ljava/util/Map;

    :cond_1
    and-int/lit8 v0, p6, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lio/kanbu/app/board/BoardState;->outcomes:Ljava/util/Map;

    :cond_2
    and-int/lit8 v0, p6, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lio/kanbu/app/board/BoardState;->effects:Ljava/util/List;

    :cond_3
    and-int/lit8 v0, p6, 0x10

    if-eqz v0, :cond_4

    iget p5, p0, Lio/kanbu/app/board/BoardState;->asks:I

    :cond_4
    invoke-virtual/range {p0 .. p5}, Lio/kanbu/app/board/BoardState;->copy(Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;I)Lio/kanbu/app/board/BoardState;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()Ljava/util/Map;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/board/BoardState;->cards:Ljava/util/Map;

    return-object v0
.end method

.method public final component2()Ljava/util/Map;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/board/BoardState;->callers:Ljava/util/Map;

    return-object v0
.end method

.method public final component3()Ljava/util/Map;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/board/BoardState;->outcomes:Ljava/util/Map;

    return-object v0
.end method

.method public final component4()Ljava/util/List;
    .registers 2

    iget-object v0, p0, Lio/kanbu/app/board/BoardState;->effects:Ljava/util/List;

    return-object v0
.end method

.method public final component5()I
    .registers 2

    iget v0, p0, Lio/kanbu/app/board/BoardState;->asks:I

    return v0
.end method

.method public final copy(Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;I)Lio/kanbu/app/board/BoardState;
    .registers 12

    const-string v1, "cards"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "callers"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "outcomes"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "effects"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lio/kanbu/app/board/BoardState;

    move-object v1, p1

    move-object v2, p2

    move-object v3, p3

    move-object v4, p4

    move v5, p5

    invoke-direct/range {v0 .. v5}, Lio/kanbu/app/board/BoardState;-><init>(Ljava/util/Map;Ljava/util/Map;Ljava/util/Map;Ljava/util/List;I)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/board/BoardState;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/board/BoardState;

    move-object v2, v0

    iget-object v0, p0, Lio/kanbu/app/board/BoardState;->cards:Ljava/util/Map;

    iget-object v1, v2, Lio/kanbu/app/board/BoardState;->cards:Ljava/util/Map;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lio/kanbu/app/board/BoardState;->callers:Ljava/util/Map;

    iget-object v1, v2, Lio/kanbu/app/board/BoardState;->callers:Ljava/util/Map;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lio/kanbu/app/board/BoardState;->outcomes:Ljava/util/Map;

    iget-object v1, v2, Lio/kanbu/app/board/BoardState;->outcomes:Ljava/util/Map;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lio/kanbu/app/board/BoardState;->effects:Ljava/util/List;

    iget-object v1, v2, Lio/kanbu/app/board/BoardState;->effects:Ljava/util/List;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget v0, p0, Lio/kanbu/app/board/BoardState;->asks:I

    iget v1, v2, Lio/kanbu/app/board/BoardState;->asks:I

    if-eq v0, v1, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    const/4 v0, 0x1

    return v0
.end method

.method public final getAsks()I
    .registers 2

    .line 25
    iget v0, p0, Lio/kanbu/app/board/BoardState;->asks:I

    return v0
.end method

.method public final getCallers()Ljava/util/Map;
    .registers 2

    .line 22
    iget-object v0, p0, Lio/kanbu/app/board/BoardState;->callers:Ljava/util/Map;

    return-object v0
.end method

.method public final getCards()Ljava/util/Map;
    .registers 2

    .line 21
    iget-object v0, p0, Lio/kanbu/app/board/BoardState;->cards:Ljava/util/Map;

    return-object v0
.end method

.method public final getEffects()Ljava/util/List;
    .registers 2

    .line 24
    iget-object v0, p0, Lio/kanbu/app/board/BoardState;->effects:Ljava/util/List;

    return-object v0
.end method

.method public final getOutcomes()Ljava/util/Map;
    .registers 2

    .line 23
    iget-object v0, p0, Lio/kanbu/app/board/BoardState;->outcomes:Ljava/util/Map;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget-object v0, p0, Lio/kanbu/app/board/BoardState;->cards:Ljava/util/Map;

    invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/board/BoardState;->callers:Ljava/util/Map;

    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/board/BoardState;->outcomes:Ljava/util/Map;

    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lio/kanbu/app/board/BoardState;->effects:Ljava/util/List;

    invoke-virtual {v1}, Ljava/lang/Object;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget v1, p0, Lio/kanbu/app/board/BoardState;->asks:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 8

    iget-object v0, p0, Lio/kanbu/app/board/BoardState;->cards:Ljava/util/Map;

    iget-object v1, p0, Lio/kanbu/app/board/BoardState;->callers:Ljava/util/Map;

    iget-object v2, p0, Lio/kanbu/app/board/BoardState;->outcomes:Ljava/util/Map;

    iget-object v3, p0, Lio/kanbu/app/board/BoardState;->effects:Ljava/util/List;

    iget v4, p0, Lio/kanbu/app/board/BoardState;->asks:I

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "BoardState(cards="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v6, ", callers="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v6, ", outcomes="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v6, ", effects="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v6, ", asks="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v6, ")"

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
