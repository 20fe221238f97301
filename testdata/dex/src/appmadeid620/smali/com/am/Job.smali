.class final Lcom/am/Job;
.super Ljava/lang/Object;
.source "Job.java"

# instance fields
.field final operationId:Ljava/lang/String;
.field final column:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .line 8
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 9
    iput-object v2, v1, Lcom/am/Job;->operationId:Ljava/lang/String;
    .line 10
    iput-object v3, v1, Lcom/am/Job;->column:Ljava/lang/String;
    .line 11
    return-void
.end method

