.class public final Lcom/hearthboard/cetp/SessionStore$Session;
.super Ljava/lang/Object;
.source "SessionStore.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthboard/cetp/SessionStore;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Session"
.end annotation


# static fields
.field public static final NONE:Lcom/hearthboard/cetp/SessionStore$Session;


# instance fields
.field public final capabilities:Ljava/lang/String;

.field public final expiresAt:J

.field public final token:Ljava/lang/String;

.field public final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 7

    .line 28
    new-instance v0, Lcom/hearthboard/cetp/SessionStore$Session;

    move-object v1, v0

    const-string v2, ""

    const/4 v3, 0x0

    const-string v4, ""

    const-wide/16 v5, 0x0

    invoke-direct/range {v1 .. v6}, Lcom/hearthboard/cetp/SessionStore$Session;-><init>(Ljava/lang/String;ILjava/lang/String;J)V

    sput-object v0, Lcom/hearthboard/cetp/SessionStore$Session;->NONE:Lcom/hearthboard/cetp/SessionStore$Session;

    return-void
.end method

.method constructor <init>(Ljava/lang/String;ILjava/lang/String;J)V
    .registers 6

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 36
    iput-object p1, p0, Lcom/hearthboard/cetp/SessionStore$Session;->token:Ljava/lang/String;

    .line 37
    iput p2, p0, Lcom/hearthboard/cetp/SessionStore$Session;->uid:I

    .line 38
    iput-object p3, p0, Lcom/hearthboard/cetp/SessionStore$Session;->capabilities:Ljava/lang/String;

    .line 39
    iput-wide p4, p0, Lcom/hearthboard/cetp/SessionStore$Session;->expiresAt:J

    .line 40
    return-void
.end method


# virtual methods
.method public has(Ljava/lang/String;)Z
    .registers 8

    .line 43
    iget-object v0, p0, Lcom/hearthboard/cetp/SessionStore$Session;->capabilities:Ljava/lang/String;

    const-string v1, ","

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v2

    array-length v3, v2

    const/4 v4, 0x0

    :goto_0
    if-ge v4, v3, :cond_1

    aget-object v5, v2, v4

    .line 44
    invoke-virtual {v5, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 45
    const/4 v0, 0x1

    return v0

    .line 43
    :cond_0
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 48
    :cond_1
    const/4 v0, 0x0

    return v0
.end method
