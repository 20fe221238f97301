.class public final Lcom/halyard/vault/archive/ChunkStore$Stats;
.super Ljava/lang/Object;
.source "ChunkStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/halyard/vault/archive/ChunkStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Stats"
.end annotation


# instance fields
.field public final bytes:J

.field public final chunks:I


# direct methods
.method constructor <init>(IJ)V
    .registers 4

    .line 135
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 136
    iput p1, p0, Lcom/halyard/vault/archive/ChunkStore$Stats;->chunks:I

    .line 137
    iput-wide p2, p0, Lcom/halyard/vault/archive/ChunkStore$Stats;->bytes:J

    .line 138
    return-void
.end method
