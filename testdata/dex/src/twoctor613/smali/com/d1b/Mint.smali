.class final Lcom/d1b/Mint;
.super Ljava/lang/Object;
.source "Prov.java"

# instance fields
.field private final rng:Ljava/util/Random;


# direct methods
.method constructor <init>(Ljava/util/Random;)V
    .registers 3
    .line 54
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 55
    iput-object v2, v1, Lcom/d1b/Mint;->rng:Ljava/util/Random;
    .line 56
    return-void
.end method


# virtual methods
.method mint()Ljava/lang/String;
    .registers 4
    .line 59
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v2, v0
    .line 60
    iget-object v0, v3, Lcom/d1b/Mint;->rng:Ljava/util/Random;
    invoke-virtual {v0, v2}, Ljava/util/Random;->nextBytes([B)V
    .line 61
    const/4 v1, 0x2
    invoke-static {v2, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

