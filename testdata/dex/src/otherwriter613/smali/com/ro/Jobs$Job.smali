.class final Lcom/ro/Jobs$Job;
.super Ljava/lang/Object;
.source "Jobs.java"

# instance fields
.field final id:Ljava/lang/String;
.field final attempts:I


# direct methods
.method constructor <init>(Lcom/ro/Jobs$Command;)V
    .registers 4
    .line 19
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 20
    iget-object v1, v3, Lcom/ro/Jobs$Command;->operationId:Ljava/lang/String;
    iput-object v1, v2, Lcom/ro/Jobs$Job;->id:Ljava/lang/String;
    .line 21
    const/4 v1, 0x0
    iput v1, v2, Lcom/ro/Jobs$Job;->attempts:I
    .line 22
    return-void
.end method

