.class final Lcom/kiteframe/ops/MemoryDedupExecutor$Entry;
.super Ljava/lang/Object;
.source "MemoryDedupExecutor.java"

# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/kiteframe/ops/MemoryDedupExecutor;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Entry"
.end annotation

# instance fields
.field final digest:Ljava/lang/String;
.field final result:Lcom/clawseed/cetp/sdk/CetpProviderResult;

# direct methods
.method constructor <init>(Ljava/lang/String;Lcom/clawseed/cetp/sdk/CetpProviderResult;)V
    .registers 5
    .line 38
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 39
    iput-object v3, v2, Lcom/kiteframe/ops/MemoryDedupExecutor$Entry;->digest:Ljava/lang/String;
    .line 40
    iput-object v4, v2, Lcom/kiteframe/ops/MemoryDedupExecutor$Entry;->result:Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 41
    return-void
.end method
