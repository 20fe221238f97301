.class final Lcom/cd/Chain;
.super Ljava/lang/Object;
.source "Chain.java"

# interfaces
.implements Lcom/cd/Step$Chain;

# instance fields
.field private final steps:Ljava/util/List;
.field private final index:I
.field private final request:Landroid/os/Bundle;


# direct methods
.method private constructor <init>(Ljava/util/List;ILandroid/os/Bundle;)V
    .registers 5
    .line 13
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 14
    iput-object v2, v1, Lcom/cd/Chain;->steps:Ljava/util/List;
    .line 15
    iput v3, v1, Lcom/cd/Chain;->index:I
    .line 16
    iput-object v4, v1, Lcom/cd/Chain;->request:Landroid/os/Bundle;
    .line 17
    return-void
.end method

.method static run(Ljava/util/List;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    .line 20
    new-instance v0, Lcom/cd/Chain;
    const/4 v3, 0x0
    invoke-direct {v0, v4, v3, v5}, Lcom/cd/Chain;-><init>(Ljava/util/List;ILandroid/os/Bundle;)V
    invoke-virtual {v0, v5}, Lcom/cd/Chain;->proceed(Landroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method static varargs of([Lcom/cd/Step;)Ljava/util/List;
    .registers 7
    .line 24
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    move-object v2, v0
    .line 25
    move-object v3, v6
    array-length v0, v3
    move v4, v0
    const/4 v1, 0x0
:L16
    if-ge v1, v4, :L43
    aget-object v0, v3, v1
    move-object v5, v0
    .line 26
    invoke-interface {v2, v5}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 25
    add-int/lit8 v1, v1, 0x1
    goto :L16
:L43
    .line 28
    return-object v2
.end method


# virtual methods
.method public request()Landroid/os/Bundle;
    .registers 2
    .line 33
    iget-object v0, v1, Lcom/cd/Chain;->request:Landroid/os/Bundle;
    return-object v0
.end method

.method public proceed(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8
    .line 38
    iget-object v0, v6, Lcom/cd/Chain;->steps:Ljava/util/List;
    iget v1, v6, Lcom/cd/Chain;->index:I
    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/cd/Step;
    new-instance v1, Lcom/cd/Chain;
    iget-object v3, v6, Lcom/cd/Chain;->steps:Ljava/util/List;
    iget v4, v6, Lcom/cd/Chain;->index:I
    const/4 v5, 0x1
    add-int v4, v4, v5
    invoke-direct {v1, v3, v4, v7}, Lcom/cd/Chain;-><init>(Ljava/util/List;ILandroid/os/Bundle;)V
    invoke-interface {v0, v1}, Lcom/cd/Step;->handle(Lcom/cd/Step$Chain;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

