.class public final Lio/kanbu/app/board/BoardAction$EffectsTaken;
.super Ljava/lang/Object;
.source "BoardModel.kt"

# interfaces
.implements Lio/kanbu/app/board/BoardAction;


# instance fields
.field private final count:I


# direct methods
.method public constructor <init>(I)V
    .registers 2

    .line 64
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lio/kanbu/app/board/BoardAction$EffectsTaken;->count:I

    return-void
.end method

.method public static synthetic copy$default(Lio/kanbu/app/board/BoardAction$EffectsTaken;IILjava/lang/Object;)Lio/kanbu/app/board/BoardAction$EffectsTaken;
    .registers 5

    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    iget p1, p0, Lio/kanbu/app/board/BoardAction$EffectsTaken;->count:I

    :cond_0
    invoke-virtual {p0, p1}, Lio/kanbu/app/board/BoardAction$EffectsTaken;->copy(I)Lio/kanbu/app/board/BoardAction$EffectsTaken;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()I
    .registers 2

    iget v0, p0, Lio/kanbu/app/board/BoardAction$EffectsTaken;->count:I

    return v0
.end method

.method public final copy(I)Lio/kanbu/app/board/BoardAction$EffectsTaken;
    .registers 3

    new-instance v0, Lio/kanbu/app/board/BoardAction$EffectsTaken;

    invoke-direct {v0, p1}, Lio/kanbu/app/board/BoardAction$EffectsTaken;-><init>(I)V

    return-object v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lio/kanbu/app/board/BoardAction$EffectsTaken;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lio/kanbu/app/board/BoardAction$EffectsTaken;

    move-object v2, v0

    iget v0, p0, Lio/kanbu/app/board/BoardAction$EffectsTaken;->count:I

    iget v1, v2, Lio/kanbu/app/board/BoardAction$EffectsTaken;->count:I

    if-eq v0, v1, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    const/4 v0, 0x1

    return v0
.end method

.method public final getCount()I
    .registers 2

    .line 64
    iget v0, p0, Lio/kanbu/app/board/BoardAction$EffectsTaken;->count:I

    return v0
.end method

.method public hashCode()I
    .registers 2

    iget v0, p0, Lio/kanbu/app/board/BoardAction$EffectsTaken;->count:I

    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I

    move-result v0

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4

    iget v0, p0, Lio/kanbu/app/board/BoardAction$EffectsTaken;->count:I

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "EffectsTaken(count="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v2, ")"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
