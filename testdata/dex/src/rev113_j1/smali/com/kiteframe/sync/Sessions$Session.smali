.class final Lcom/kiteframe/sync/Sessions$Session;
.super Ljava/lang/Object;
.source "Sessions.java"

# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/kiteframe/sync/Sessions;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Session"
.end annotation

# instance fields
.field final uid:I
.field final expiresAt:J

# direct methods
.method constructor <init>(IJ)V
    .registers 7
    .line 34
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    .line 35
    iput v4, v3, Lcom/kiteframe/sync/Sessions$Session;->uid:I
    .line 36
    iput-wide v5, v3, Lcom/kiteframe/sync/Sessions$Session;->expiresAt:J
    .line 37
    return-void
.end method
