.class final Lcom/ci/Jobs$Accepted;
.super Ljava/lang/Object;
.source "Jobs.java"

# instance fields
.field final operationId:Ljava/lang/String;
.field final pollAfterMs:I


# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 4
    .line 27
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 28
    iput-object v2, v1, Lcom/ci/Jobs$Accepted;->operationId:Ljava/lang/String;
    .line 29
    iput v3, v1, Lcom/ci/Jobs$Accepted;->pollAfterMs:I
    .line 30
    return-void
.end method

