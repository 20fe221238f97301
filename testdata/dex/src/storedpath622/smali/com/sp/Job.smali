.class final Lcom/sp/Job;
.super Ljava/lang/Object;
.source "Job.java"

# instance fields
.field final id:Ljava/lang/String;
.field outputPath:Ljava/lang/String;
.field scratchName:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 3
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 10
    iput-object v2, v1, Lcom/sp/Job;->id:Ljava/lang/String;
    .line 11
    return-void
.end method

