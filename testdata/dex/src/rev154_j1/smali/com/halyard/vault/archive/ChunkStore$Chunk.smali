.class final Lcom/halyard/vault/archive/ChunkStore$Chunk;
.super Ljava/lang/Object;
.source "ChunkStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/halyard/vault/archive/ChunkStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Chunk"
.end annotation


# instance fields
.field final id:J

.field final itemId:J

.field final path:Ljava/lang/String;

.field final sha256:Ljava/lang/String;

.field final size:J

.field final snapshotId:J


# direct methods
.method constructor <init>(JJJLjava/lang/String;Ljava/lang/String;J)V
    .registers 11

    .line 111
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 112
    iput-wide p1, p0, Lcom/halyard/vault/archive/ChunkStore$Chunk;->id:J

    .line 113
    iput-wide p3, p0, Lcom/halyard/vault/archive/ChunkStore$Chunk;->snapshotId:J

    .line 114
    iput-wide p5, p0, Lcom/halyard/vault/archive/ChunkStore$Chunk;->itemId:J

    .line 115
    iput-object p7, p0, Lcom/halyard/vault/archive/ChunkStore$Chunk;->path:Ljava/lang/String;

    .line 116
    iput-object p8, p0, Lcom/halyard/vault/archive/ChunkStore$Chunk;->sha256:Ljava/lang/String;

    .line 117
    iput-wide p9, p0, Lcom/halyard/vault/archive/ChunkStore$Chunk;->size:J

    .line 118
    return-void
.end method
