.class public final Lcom/lendshelf/Game;
.super Ljava/lang/Object;
.source "Shelf.kt"


.method public constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

