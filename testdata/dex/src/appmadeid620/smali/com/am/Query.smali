.class final Lcom/am/Query;
.super Ljava/lang/Object;
.source "Query.java"

# instance fields
.field final operationId:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 8
    iput-object v2, v1, Lcom/am/Query;->operationId:Ljava/lang/String;
    .line 9
    return-void
.end method

