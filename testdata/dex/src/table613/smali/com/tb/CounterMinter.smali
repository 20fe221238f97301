.class public final Lcom/tb/CounterMinter;
.super Ljava/lang/Object;
.source "CounterMinter.java"

# interfaces
.implements Lcom/tb/Minter;

# instance fields
.field private final rng:Ljava/util/Random;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 6
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 7
    new-instance v1, Ljava/util/Random;
    invoke-direct {v1}, Ljava/util/Random;-><init>()V
    iput-object v1, v2, Lcom/tb/CounterMinter;->rng:Ljava/util/Random;
    return-void
.end method


# virtual methods
.method public mint()Ljava/lang/String;
    .registers 3
    .line 11
    iget-object v0, v2, Lcom/tb/CounterMinter;->rng:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

