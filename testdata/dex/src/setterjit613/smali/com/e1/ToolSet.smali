.class final Lcom/e1/ToolSet;
.super Ljava/lang/Object;
.source "ToolSet.java"

# instance fields
.field private mint:Lcom/e1/Mint;


# direct methods
.method constructor <init>()V
    .registers 2
    .line 4
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method constructor <init>(Lcom/e1/Mint;)V
    .registers 3
    .line 5
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/e1/ToolSet;->mint:Lcom/e1/Mint;
    return-void
.end method


# virtual methods
.method setMint(Lcom/e1/Mint;)V
    .registers 3
    .line 6
    iput-object v2, v1, Lcom/e1/ToolSet;->mint:Lcom/e1/Mint;
    return-void
.end method

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

