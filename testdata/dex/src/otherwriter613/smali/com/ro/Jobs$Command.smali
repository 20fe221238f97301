.class final Lcom/ro/Jobs$Command;
.super Ljava/lang/Object;
.source "Jobs.java"

# instance fields
.field final operationId:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    iput-object v2, v1, Lcom/ro/Jobs$Command;->operationId:Ljava/lang/String;
    .line 12
    return-void
.end method

