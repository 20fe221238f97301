.class final Lcom/ci/Jobs$Command;
.super Ljava/lang/Object;
.source "Jobs.java"

# instance fields
.field final kind:Ljava/lang/String;
.field final operationId:Ljava/lang/String;
.field final queuedAt:J


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;J)V
    .registers 6
    .line 15
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 16
    iput-object v2, v1, Lcom/ci/Jobs$Command;->kind:Ljava/lang/String;
    .line 17
    iput-object v3, v1, Lcom/ci/Jobs$Command;->operationId:Ljava/lang/String;
    .line 18
    iput-wide v4, v1, Lcom/ci/Jobs$Command;->queuedAt:J
    .line 19
    return-void
.end method

