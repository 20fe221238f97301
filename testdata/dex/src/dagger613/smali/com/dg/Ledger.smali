.class public final Lcom/dg/Ledger;
.super Ljava/lang/Object;
.source "Ledger.java"

# instance fields
.field private final random:Ljava/util/Random;


# direct methods
.method public constructor <init>(Ljava/util/Random;)V
    .registers 3
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v2, v1, Lcom/dg/Ledger;->random:Ljava/util/Random;
    .line 11
    return-void
.end method


# virtual methods
.method public entryId()J
    .registers 3
    .line 14
    iget-object v0, v2, Lcom/dg/Ledger;->random:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    return-wide v0
.end method

