.class public final Lapp/quire/reader/cetp/WorkEvent$Progress;
.super Lapp/quire/reader/cetp/WorkEvent;
.source "Outcome.kt"


# instance fields
.field private final done:I

.field private final total:I


# direct methods
.method public constructor <init>(II)V
    .registers 4

    .line 47
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/quire/reader/cetp/WorkEvent;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput p1, p0, Lapp/quire/reader/cetp/WorkEvent$Progress;->done:I

    iput p2, p0, Lapp/quire/reader/cetp/WorkEvent$Progress;->total:I

    return-void
.end method


# virtual methods
.method public final getDone()I
    .registers 2

    .line 47
    iget v0, p0, Lapp/quire/reader/cetp/WorkEvent$Progress;->done:I

    return v0
.end method

.method public final getTotal()I
    .registers 2

    .line 47
    iget v0, p0, Lapp/quire/reader/cetp/WorkEvent$Progress;->total:I

    return v0
.end method
