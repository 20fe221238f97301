.class final Lcom/ff/Params$Discard;
.super Ljava/lang/Object;
.source "Params.java"

# instance fields
.field final item:Ljava/lang/String;
.field final approved:Z
.field final dryRun:Z


# direct methods
.method constructor <init>(Ljava/lang/String;ZZ)V
    .registers 5
    .line 22
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 23
    iput-object v2, v1, Lcom/ff/Params$Discard;->item:Ljava/lang/String;
    .line 24
    iput-boolean v3, v1, Lcom/ff/Params$Discard;->approved:Z
    .line 25
    iput-boolean v4, v1, Lcom/ff/Params$Discard;->dryRun:Z
    .line 26
    return-void
.end method

