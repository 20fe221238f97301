.class public final Lcom/verdant/garden/cetp/AccessDecision;
.super Ljava/lang/Object;
.source "AccessDecision.java"


# static fields
.field public static final ALLOW:Lcom/verdant/garden/cetp/AccessDecision;


# instance fields
.field private final denial:Lcom/verdant/garden/cetp/ErrorCode;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 5
    new-instance v0, Lcom/verdant/garden/cetp/AccessDecision;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/verdant/garden/cetp/AccessDecision;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    sput-object v0, Lcom/verdant/garden/cetp/AccessDecision;->ALLOW:Lcom/verdant/garden/cetp/AccessDecision;

    return-void
.end method

.method private constructor <init>(Lcom/verdant/garden/cetp/ErrorCode;)V
    .registers 2

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    iput-object p1, p0, Lcom/verdant/garden/cetp/AccessDecision;->denial:Lcom/verdant/garden/cetp/ErrorCode;

    .line 11
    return-void
.end method

.method public static deny(Lcom/verdant/garden/cetp/ErrorCode;)Lcom/verdant/garden/cetp/AccessDecision;
    .registers 2

    .line 14
    new-instance v0, Lcom/verdant/garden/cetp/AccessDecision;

    invoke-direct {v0, p0}, Lcom/verdant/garden/cetp/AccessDecision;-><init>(Lcom/verdant/garden/cetp/ErrorCode;)V

    return-object v0
.end method


# virtual methods
.method public allowed()Z
    .registers 2

    .line 18
    iget-object v0, p0, Lcom/verdant/garden/cetp/AccessDecision;->denial:Lcom/verdant/garden/cetp/ErrorCode;

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public denial()Lcom/verdant/garden/cetp/ErrorCode;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/verdant/garden/cetp/AccessDecision;->denial:Lcom/verdant/garden/cetp/ErrorCode;

    return-object v0
.end method
