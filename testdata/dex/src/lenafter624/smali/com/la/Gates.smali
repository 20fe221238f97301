.class final Lcom/la/Gates;
.super Ljava/lang/Object;
.source "Gates.java"

# instance fields
.field private final pm:Landroid/content/pm/PackageManager;
.field private final paired:Ljava/util/Set;


# direct methods
.method constructor <init>(Landroid/content/pm/PackageManager;Ljava/util/Set;)V
    .registers 4
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object v2, v1, Lcom/la/Gates;->pm:Landroid/content/pm/PackageManager;
    .line 13
    iput-object v3, v1, Lcom/la/Gates;->paired:Ljava/util/Set;
    .line 14
    return-void
.end method


# virtual methods
.method strict(I)Lcom/la/Caller;
    .registers 10
    .line 18
    iget-object v0, v8, Lcom/la/Gates;->pm:Landroid/content/pm/PackageManager;
    invoke-virtual {v0, v9}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v2
    .line 19
    if-nez v2, :L18
    .line 20
    invoke-static {v9}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L18
    .line 22
    const/4 v3, 0x0
    .line 23
    move-object v5, v2
    array-length v0, v5
    move v7, v0
    const/4 v4, 0x0
:L31
    if-ge v4, v7, :L71
    aget-object v0, v5, v4
    move-object v6, v0
    .line 24
    iget-object v0, v8, Lcom/la/Gates;->paired:Ljava/util/Set;
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L65
    .line 25
    move-object v3, v6
    .line 26
    goto :L71
:L65
    .line 23
    add-int/lit8 v4, v4, 0x1
    goto :L31
:L71
    .line 29
    if-nez v3, :L80
    .line 30
    invoke-static {v9}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L80
    .line 32
    array-length v0, v2
    const/4 v1, 0x1
    if-le v0, v1, :L91
    .line 33
    invoke-static {v9}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L91
    .line 35
    invoke-static {v9, v3}, Lcom/la/Caller;->allow(ILjava/lang/String;)Lcom/la/Caller;
    move-result-object v0
    return-object v0
.end method

.method loose(I)Lcom/la/Caller;
    .registers 8
    .line 40
    iget-object v0, v6, Lcom/la/Gates;->pm:Landroid/content/pm/PackageManager;
    invoke-virtual {v0, v7}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v2
    .line 41
    if-nez v2, :L18
    .line 42
    invoke-static {v7}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L18
    .line 44
    move-object v3, v2
    array-length v0, v3
    move v5, v0
    const/4 v1, 0x0
:L27
    if-ge v1, v5, :L67
    aget-object v0, v3, v1
    move-object v4, v0
    .line 45
    iget-object v0, v6, Lcom/la/Gates;->paired:Ljava/util/Set;
    invoke-interface {v0, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L61
    .line 46
    invoke-static {v7, v4}, Lcom/la/Caller;->allow(ILjava/lang/String;)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L61
    .line 44
    add-int/lit8 v1, v1, 0x1
    goto :L27
:L67
    .line 49
    invoke-static {v7}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
.end method

