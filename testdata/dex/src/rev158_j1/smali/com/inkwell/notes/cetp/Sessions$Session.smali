.class final Lcom/inkwell/notes/cetp/Sessions$Session;
.super Ljava/lang/Object;
.source "Sessions.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/notes/cetp/Sessions;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Session"
.end annotation


# instance fields
.field final expiresAt:J

.field final uid:I


# direct methods
.method constructor <init>(IJ)V
    .registers 4

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput p1, p0, Lcom/inkwell/notes/cetp/Sessions$Session;->uid:I

    .line 15
    iput-wide p2, p0, Lcom/inkwell/notes/cetp/Sessions$Session;->expiresAt:J

    .line 16
    return-void
.end method
