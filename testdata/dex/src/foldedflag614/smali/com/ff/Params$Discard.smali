.class final Lcom/ff/Params$Discard;
.super Ljava/lang/Object;
.source "Params.java"

# instance fields
.field final item:Ljava/lang/String;
.field final approved:Z
.field final dryRun:Z
.field final preview:Z


# direct methods
.method constructor <init>(Ljava/lang/String;ZZZ)V
    .registers 6
    .line 23
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 24
    iput-object v2, v1, Lcom/ff/Params$Discard;->item:Ljava/lang/String;
    .line 25
    iput-boolean v3, v1, Lcom/ff/Params$Discard;->approved:Z
    .line 26
    iput-boolean v4, v1, Lcom/ff/Params$Discard;->dryRun:Z
    .line 27
    iput-boolean v5, v1, Lcom/ff/Params$Discard;->preview:Z
    .line 28
    return-void
.end method

