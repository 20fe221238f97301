.class final Lcom/la/Caller;
.super Ljava/lang/Object;
.source "Caller.java"

# instance fields
.field final uid:I
.field final pkg:Ljava/lang/String;
.field final allowed:Z


# direct methods
.method private constructor <init>(ILjava/lang/String;Z)V
    .registers 5
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput v2, v1, Lcom/la/Caller;->uid:I
    .line 11
    iput-object v3, v1, Lcom/la/Caller;->pkg:Ljava/lang/String;
    .line 12
    iput-boolean v4, v1, Lcom/la/Caller;->allowed:Z
    .line 13
    return-void
.end method

.method static allow(ILjava/lang/String;)Lcom/la/Caller;
    .registers 7
    .line 16
    new-instance v0, Lcom/la/Caller;
    const/4 v4, 0x1
    invoke-direct {v0, v5, v6, v4}, Lcom/la/Caller;-><init>(ILjava/lang/String;Z)V
    return-object v0
.end method

.method static notBlocked(ILjava/lang/String;)Lcom/la/Caller;
    .registers 7
    .line 21
    new-instance v0, Lcom/la/Caller;
    const/4 v4, 0x1
    invoke-direct {v0, v5, v6, v4}, Lcom/la/Caller;-><init>(ILjava/lang/String;Z)V
    return-object v0
.end method

.method static deny(I)Lcom/la/Caller;
    .registers 6
    .line 25
    new-instance v0, Lcom/la/Caller;
    const/4 v3, 0x0
    const/4 v4, 0x0
    invoke-direct {v0, v5, v3, v4}, Lcom/la/Caller;-><init>(ILjava/lang/String;Z)V
    return-object v0
.end method

