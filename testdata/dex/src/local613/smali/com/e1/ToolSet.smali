.class final Lcom/e1/ToolSet;
.super Ljava/lang/Object;
.source "ToolSet.java"

# instance fields
.field private final mint:Lcom/e1/Mint;


# direct methods
.method constructor <init>(Lcom/e1/Mint;)V
    .registers 3
    .line 5
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/e1/ToolSet;->mint:Lcom/e1/Mint;
    return-void
.end method

.method static create(Ljava/util/Random;)Lcom/e1/ToolSet;
    .registers 4
    .line 6
    new-instance v0, Lcom/e1/ToolSet;
    new-instance v2, Lcom/e1/Mint;
    invoke-direct {v2, v3}, Lcom/e1/Mint;-><init>(Ljava/util/Random;)V
    invoke-direct {v0, v2}, Lcom/e1/ToolSet;-><init>(Lcom/e1/Mint;)V
    return-object v0
.end method


# virtual methods
.method issue()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, v1, Lcom/e1/ToolSet;->mint:Lcom/e1/Mint;
    invoke-virtual {v0}, Lcom/e1/Mint;->mint()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method backoff(J)J
    .registers 5
    .line 8
    iget-object v0, v2, Lcom/e1/ToolSet;->mint:Lcom/e1/Mint;
    invoke-virtual {v0, v3, v4}, Lcom/e1/Mint;->jitter(J)J
    move-result-wide v0
    return-wide v0
.end method

