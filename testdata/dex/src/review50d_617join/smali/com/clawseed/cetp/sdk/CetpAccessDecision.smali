.class public final Lcom/clawseed/cetp/sdk/CetpAccessDecision;
.super Ljava/lang/Object;
.source "CetpAccessDecision.java"


# instance fields
.field private final allowed:Z

.field private final reason:Ljava/lang/String;


# direct methods
.method private constructor <init>(ZLjava/lang/String;)V
    .registers 3

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-boolean p1, p0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allowed:Z

    .line 10
    iput-object p2, p0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->reason:Ljava/lang/String;

    .line 11
    return-void
.end method

.method public static allow()Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 3

    .line 14
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;-><init>(ZLjava/lang/String;)V

    return-object v0
.end method

.method public static deny(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpAccessDecision;
    .registers 3

    .line 18
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;

    const/4 v1, 0x0

    invoke-direct {v0, v1, p0}, Lcom/clawseed/cetp/sdk/CetpAccessDecision;-><init>(ZLjava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public getReason()Ljava/lang/String;
    .registers 2

    .line 26
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->reason:Ljava/lang/String;

    return-object v0
.end method

.method public isAllowed()Z
    .registers 2

    .line 22
    iget-boolean v0, p0, Lcom/clawseed/cetp/sdk/CetpAccessDecision;->allowed:Z

    return v0
.end method
