.class public final Lcom/halyard/vault/archive/ChunkStore$Verification;
.super Ljava/lang/Object;
.source "ChunkStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/halyard/vault/archive/ChunkStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Verification"
.end annotation


# instance fields
.field public final checked:I

.field public final damaged:I


# direct methods
.method constructor <init>(II)V
    .registers 3

    .line 125
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 126
    iput p1, p0, Lcom/halyard/vault/archive/ChunkStore$Verification;->checked:I

    .line 127
    iput p2, p0, Lcom/halyard/vault/archive/ChunkStore$Verification;->damaged:I

    .line 128
    return-void
.end method
