.class public final Lcom/hearthboard/cetp/AccessDecision;
.super Ljava/lang/Object;
.source "AccessDecision.java"


# static fields
.field public static final ALLOWED:Lcom/hearthboard/cetp/AccessDecision;


# instance fields
.field public final allowed:Z

.field public final errorCode:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 5
    new-instance v0, Lcom/hearthboard/cetp/AccessDecision;

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/hearthboard/cetp/AccessDecision;-><init>(ZLjava/lang/String;)V

    sput-object v0, Lcom/hearthboard/cetp/AccessDecision;->ALLOWED:Lcom/hearthboard/cetp/AccessDecision;

    return-void
.end method

.method constructor <init>(ZLjava/lang/String;)V
    .registers 3

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-boolean p1, p0, Lcom/hearthboard/cetp/AccessDecision;->allowed:Z

    .line 12
    iput-object p2, p0, Lcom/hearthboard/cetp/AccessDecision;->errorCode:Ljava/lang/String;

    .line 13
    return-void
.end method

.method public static allow()Lcom/hearthboard/cetp/AccessDecision;
    .registers 1

    .line 16
    sget-object v0, Lcom/hearthboard/cetp/AccessDecision;->ALLOWED:Lcom/hearthboard/cetp/AccessDecision;

    return-object v0
.end method

.method public static deny(Ljava/lang/String;)Lcom/hearthboard/cetp/AccessDecision;
    .registers 3

    .line 20
    new-instance v0, Lcom/hearthboard/cetp/AccessDecision;

    const/4 v1, 0x0

    invoke-direct {v0, v1, p0}, Lcom/hearthboard/cetp/AccessDecision;-><init>(ZLjava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public toString()Ljava/lang/String;
    .registers 4

    .line 25
    iget-boolean v0, p0, Lcom/hearthboard/cetp/AccessDecision;->allowed:Z

    if-eqz v0, :cond_0

    const-string v0, "allow"

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/hearthboard/cetp/AccessDecision;->errorCode:Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "deny("

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, ")"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    :goto_0
    return-object v0
.end method
