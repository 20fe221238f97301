.class final Lcom/example/owner613/ToolSet;
.super Ljava/lang/Object;
.source "ToolSet.java"

# instance fields
.field private final mint:Lcom/example/owner613/Mint;


# direct methods
.method constructor <init>(Lcom/example/owner613/Mint;)V
    .registers 3
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 8
    iput-object v2, v1, Lcom/example/owner613/ToolSet;->mint:Lcom/example/owner613/Mint;
    .line 9
    return-void
.end method


# virtual methods
.method issue()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, v1, Lcom/example/owner613/ToolSet;->mint:Lcom/example/owner613/Mint;
    invoke-virtual {v0}, Lcom/example/owner613/Mint;->mint()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method backoff(J)J
    .registers 5
    .line 16
    iget-object v0, v2, Lcom/example/owner613/ToolSet;->mint:Lcom/example/owner613/Mint;
    invoke-virtual {v0, v3, v4}, Lcom/example/owner613/Mint;->jitter(J)J
    move-result-wide v0
    return-wide v0
.end method

