.class public final Lcom/lumenhaus/cetp/SessionStore$Session;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/lumenhaus/cetp/SessionStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# instance fields
.field public final expiresAt:J

.field public final token:Ljava/lang/String;

.field public final uid:I


# direct methods
.method constructor <init>(Ljava/lang/String;IJ)V
    .registers 5

    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 42
    iput-object p1, p0, Lcom/lumenhaus/cetp/SessionStore$Session;->token:Ljava/lang/String;

    .line 43
    iput p2, p0, Lcom/lumenhaus/cetp/SessionStore$Session;->uid:I

    .line 44
    iput-wide p3, p0, Lcom/lumenhaus/cetp/SessionStore$Session;->expiresAt:J

    .line 45
    return-void
.end method


# virtual methods
.method public isExpired(J)Z
    .registers 6

    .line 48
    iget-wide v1, p0, Lcom/lumenhaus/cetp/SessionStore$Session;->expiresAt:J

    cmp-long v0, p1, v1

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
