.class final Lcom/fs/Params$Discard;
.super Ljava/lang/Object;
.source "Params.java"

# instance fields
.field item:Ljava/lang/String;
.field approved:Z
.field dryRun:Z
.field preview:Z


# direct methods
.method constructor <init>()V
    .registers 2
    .line 25
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method setItem(Ljava/lang/String;)V
    .registers 3
    .line 32
    iput-object v2, v1, Lcom/fs/Params$Discard;->item:Ljava/lang/String;
    .line 33
    return-void
.end method

.method setApproved(Z)V
    .registers 3
    .line 36
    iput-boolean v2, v1, Lcom/fs/Params$Discard;->approved:Z
    .line 37
    return-void
.end method

.method setDryRun(Z)V
    .registers 3
    .line 40
    iput-boolean v2, v1, Lcom/fs/Params$Discard;->dryRun:Z
    .line 41
    return-void
.end method

.method setPreview(Z)V
    .registers 3
    .line 44
    iput-boolean v2, v1, Lcom/fs/Params$Discard;->preview:Z
    .line 45
    return-void
.end method

