.class final Lcom/cinderbox/core/ToolEndpoint$Session;
.super Ljava/lang/Object;
.source "ToolEndpoint.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/cinderbox/core/ToolEndpoint;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Session"
.end annotation


# instance fields
.field final async:Z

.field final expiresAt:J

.field final uid:I


# direct methods
.method constructor <init>(IZJ)V
    .registers 5

    .line 213
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 214
    iput p1, p0, Lcom/cinderbox/core/ToolEndpoint$Session;->uid:I

    .line 215
    iput-boolean p2, p0, Lcom/cinderbox/core/ToolEndpoint$Session;->async:Z

    .line 216
    iput-wide p3, p0, Lcom/cinderbox/core/ToolEndpoint$Session;->expiresAt:J

    .line 217
    return-void
.end method
