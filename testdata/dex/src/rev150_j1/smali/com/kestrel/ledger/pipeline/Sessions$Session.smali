.class public final Lcom/kestrel/ledger/pipeline/Sessions$Session;
.super Ljava/lang/Object;
.source "Sessions.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/kestrel/ledger/pipeline/Sessions;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# instance fields
.field final expiresAt:J

.field final uid:I


# direct methods
.method constructor <init>(IJ)V
    .registers 4

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput p1, p0, Lcom/kestrel/ledger/pipeline/Sessions$Session;->uid:I

    .line 17
    iput-wide p2, p0, Lcom/kestrel/ledger/pipeline/Sessions$Session;->expiresAt:J

    .line 18
    return-void
.end method


# virtual methods
.method public expiresAt()J
    .registers 3

    .line 21
    iget-wide v0, p0, Lcom/kestrel/ledger/pipeline/Sessions$Session;->expiresAt:J

    return-wide v0
.end method
