.class public final Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;
.super Ljava/lang/Object;
.source "CetpV2ContentProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/cetp/CetpV2ContentProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "AccessDecision"
.end annotation


# instance fields
.field private final errorCode:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 66
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 67
    iput-object p1, p0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;->errorCode:Ljava/lang/String;

    .line 68
    return-void
.end method

.method public static allow()Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;
    .registers 2

    .line 71
    new-instance v0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method public static deny(Ljava/lang/String;)Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;
    .registers 2

    .line 75
    new-instance v0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;

    invoke-direct {v0, p0}, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public errorCode()Ljava/lang/String;
    .registers 2

    .line 83
    iget-object v0, p0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;->errorCode:Ljava/lang/String;

    return-object v0
.end method

.method public isAllowed()Z
    .registers 2

    .line 79
    iget-object v0, p0, Lcom/relaykit/home/cetp/CetpV2ContentProvider$AccessDecision;->errorCode:Ljava/lang/String;

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method
