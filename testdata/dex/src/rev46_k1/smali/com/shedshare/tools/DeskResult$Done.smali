.class public final Lcom/shedshare/tools/DeskResult$Done;
.super Lcom/shedshare/tools/DeskResult;
.source "Ledger.kt"

.field private final rows:I

.method public constructor <init>(I)V
    .registers 3
    .line 91
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/shedshare/tools/DeskResult;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput v2, v1, Lcom/shedshare/tools/DeskResult$Done;->rows:I
    return-void
.end method

.method public final getRows()I
    .registers 2
    .line 91
    iget v0, v1, Lcom/shedshare/tools/DeskResult$Done;->rows:I
    return v0
.end method

