.class final Lcom/ro/Jobs$Accepted;
.super Ljava/lang/Object;
.source "Jobs.java"

# instance fields
.field final operationId:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 28
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 29
    iput-object v2, v1, Lcom/ro/Jobs$Accepted;->operationId:Ljava/lang/String;
    .line 30
    return-void
.end method

