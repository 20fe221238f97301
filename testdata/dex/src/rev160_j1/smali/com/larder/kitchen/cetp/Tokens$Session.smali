.class final Lcom/larder/kitchen/cetp/Tokens$Session;
.super Ljava/lang/Object;
.source "Tokens.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/larder/kitchen/cetp/Tokens;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Session"
.end annotation


# instance fields
.field final expiresAt:J

.field final largeResults:Z

.field final uid:I


# direct methods
.method constructor <init>(IZJ)V
    .registers 5

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput p1, p0, Lcom/larder/kitchen/cetp/Tokens$Session;->uid:I

    .line 17
    iput-boolean p2, p0, Lcom/larder/kitchen/cetp/Tokens$Session;->largeResults:Z

    .line 18
    iput-wide p3, p0, Lcom/larder/kitchen/cetp/Tokens$Session;->expiresAt:J

    .line 19
    return-void
.end method
