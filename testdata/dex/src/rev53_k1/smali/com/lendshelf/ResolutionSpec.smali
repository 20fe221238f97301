.class public final Lcom/lendshelf/ResolutionSpec;
.super Ljava/lang/Object;
.source "Resolution.kt"

.field private target:Ljava/lang/Class;
.field private action:Ljava/lang/String;
.field private requestCode:I
.field private flags:I

.method public constructor <init>()V
    .registers 1
    .line 9
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getTarget()Ljava/lang/Class;
    .registers 2
    .line 10
    iget-object v0, v1, Lcom/lendshelf/ResolutionSpec;->target:Ljava/lang/Class;
    return-object v0
.end method

.method public final setTarget(Ljava/lang/Class;)V
    .registers 2
    .line 10
    iput-object v1, v0, Lcom/lendshelf/ResolutionSpec;->target:Ljava/lang/Class;
    return-void
.end method

.method public final getAction()Ljava/lang/String;
    .registers 2
    .line 11
    iget-object v0, v1, Lcom/lendshelf/ResolutionSpec;->action:Ljava/lang/String;
    return-object v0
.end method

.method public final setAction(Ljava/lang/String;)V
    .registers 2
    .line 11
    iput-object v1, v0, Lcom/lendshelf/ResolutionSpec;->action:Ljava/lang/String;
    return-void
.end method

.method public final getRequestCode()I
    .registers 2
    .line 12
    iget v0, v1, Lcom/lendshelf/ResolutionSpec;->requestCode:I
    return v0
.end method

.method public final setRequestCode(I)V
    .registers 2
    .line 12
    iput v1, v0, Lcom/lendshelf/ResolutionSpec;->requestCode:I
    return-void
.end method

.method public final getFlags()I
    .registers 2
    .line 13
    iget v0, v1, Lcom/lendshelf/ResolutionSpec;->flags:I
    return v0
.end method

.method public final setFlags(I)V
    .registers 2
    .line 13
    iput v1, v0, Lcom/lendshelf/ResolutionSpec;->flags:I
    return-void
.end method

