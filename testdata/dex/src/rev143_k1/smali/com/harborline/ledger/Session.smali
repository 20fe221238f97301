.class public final Lcom/harborline/ledger/Session;
.super Ljava/lang/Object;
.source "Sessions.kt"


# instance fields
.field private final expiresAt:J

.field private final uid:I


# direct methods
.method public constructor <init>(IJ)V
    .registers 4

    .line 25
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/harborline/ledger/Session;->uid:I

    iput-wide p2, p0, Lcom/harborline/ledger/Session;->expiresAt:J

    return-void
.end method


# virtual methods
.method public final getExpiresAt()J
    .registers 3

    .line 25
    iget-wide v0, p0, Lcom/harborline/ledger/Session;->expiresAt:J

    return-wide v0
.end method

.method public final getUid()I
    .registers 2

    .line 25
    iget v0, p0, Lcom/harborline/ledger/Session;->uid:I

    return v0
.end method
