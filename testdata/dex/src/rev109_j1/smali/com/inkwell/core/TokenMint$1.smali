.class synthetic Lcom/inkwell/core/TokenMint$1;
.super Ljava/lang/Object;
.source "TokenMint.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/core/TokenMint;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1008
    name = null
.end annotation
