.class final Lcom/e1/Mint;
.super Ljava/lang/Object;
.source "Mint.java"

# instance fields
.field private final rng:Ljava/util/Random;


# direct methods
.method constructor <init>(Ljava/util/Random;)V
    .registers 3
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/e1/Mint;->rng:Ljava/util/Random;
    return-void
.end method


# virtual methods
.method mint()Ljava/lang/String;
    .registers 4
    .line 7
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v2, v0
    iget-object v0, v3, Lcom/e1/Mint;->rng:Ljava/util/Random;
    invoke-virtual {v0, v2}, Ljava/util/Random;->nextBytes([B)V
    const/4 v1, 0x2
    invoke-static {v2, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method jitter(J)J
    .registers 7
    .line 8
    iget-object v2, v4, Lcom/e1/Mint;->rng:Ljava/util/Random;
    const/16 v3, 0xfa
    invoke-virtual {v2, v3}, Ljava/util/Random;->nextInt(I)I
    move-result v2
    int-to-long v2, v2
    add-long v0, v5, v2
    return-wide v0
.end method

