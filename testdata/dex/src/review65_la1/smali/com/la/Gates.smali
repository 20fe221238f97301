.class final Lcom/la/Gates;
.super Ljava/lang/Object;
.source "Gates.java"

# instance fields
.field private final pm:Landroid/content/pm/PackageManager;
.field private final paired:Ljava/util/Set;


# direct methods
.method constructor <init>(Landroid/content/pm/PackageManager;Ljava/util/Set;)V
    .registers 4
    .line 13
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 14
    iput-object v2, v1, Lcom/la/Gates;->pm:Landroid/content/pm/PackageManager;
    .line 15
    iput-object v3, v1, Lcom/la/Gates;->paired:Ljava/util/Set;
    .line 16
    return-void
.end method


# virtual methods
.method ownLen(I)Lcom/la/Caller;
    .registers 10
    .line 20
    iget-object v0, v8, Lcom/la/Gates;->pm:Landroid/content/pm/PackageManager;
    invoke-static {}, Landroid/os/Process;->myUid()I
    move-result v1
    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v3
    .line 21
    if-eqz v3, :L21
    array-length v0, v3
    const/4 v1, 0x1
    if-le v0, v1, :L26
:L21
    .line 22
    invoke-static {v9}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L26
    .line 24
    iget-object v0, v8, Lcom/la/Gates;->pm:Landroid/content/pm/PackageManager;
    invoke-virtual {v0, v9}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v4
    .line 25
    if-nez v4, :L44
    .line 26
    invoke-static {v9}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L44
    .line 28
    move-object v5, v4
    array-length v0, v5
    move v7, v0
    const/4 v2, 0x0
:L55
    if-ge v2, v7, :L96
    aget-object v0, v5, v2
    move-object v6, v0
    .line 29
    iget-object v0, v8, Lcom/la/Gates;->paired:Ljava/util/Set;
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L90
    .line 30
    invoke-static {v9, v6}, Lcom/la/Caller;->allow(ILjava/lang/String;)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L90
    .line 28
    add-int/lit8 v2, v2, 0x1
    goto :L55
:L96
    .line 33
    invoke-static {v9}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
.end method

.method twoOk(I)Lcom/la/Caller;
    .registers 10
    .line 38
    iget-object v0, v8, Lcom/la/Gates;->pm:Landroid/content/pm/PackageManager;
    invoke-virtual {v0, v9}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v2
    .line 39
    if-nez v2, :L18
    .line 40
    invoke-static {v9}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L18
    .line 42
    const/4 v3, 0x0
    .line 43
    move-object v5, v2
    array-length v0, v5
    move v7, v0
    const/4 v4, 0x0
:L31
    if-ge v4, v7, :L71
    aget-object v0, v5, v4
    move-object v6, v0
    .line 44
    iget-object v0, v8, Lcom/la/Gates;->paired:Ljava/util/Set;
    invoke-interface {v0, v6}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L65
    .line 45
    move-object v3, v6
    .line 46
    goto :L71
:L65
    .line 43
    add-int/lit8 v4, v4, 0x1
    goto :L31
:L71
    .line 49
    if-nez v3, :L80
    .line 50
    invoke-static {v9}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L80
    .line 52
    array-length v0, v2
    const/4 v1, 0x2
    if-le v0, v1, :L91
    .line 53
    invoke-static {v9}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L91
    .line 55
    invoke-static {v9, v3}, Lcom/la/Caller;->allow(ILjava/lang/String;)Lcom/la/Caller;
    move-result-object v0
    return-object v0
.end method

.method logOnly(I)Lcom/la/Caller;
    .registers 11
    .line 60
    iget-object v0, v9, Lcom/la/Gates;->pm:Landroid/content/pm/PackageManager;
    invoke-virtual {v0, v10}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v4
    .line 61
    if-nez v4, :L18
    .line 62
    invoke-static {v10}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L18
    .line 64
    array-length v0, v4
    const/4 v1, 0x1
    if-le v0, v1, :L36
    .line 65
    const-string v0, "la"
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "shared uid "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v10}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
:L36
    .line 67
    move-object v6, v4
    array-length v0, v6
    move v8, v0
    const/4 v5, 0x0
:L45
    if-ge v5, v8, :L85
    aget-object v0, v6, v5
    move-object v7, v0
    .line 68
    iget-object v0, v9, Lcom/la/Gates;->paired:Ljava/util/Set;
    invoke-interface {v0, v7}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L79
    .line 69
    invoke-static {v10, v7}, Lcom/la/Caller;->allow(ILjava/lang/String;)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L79
    .line 67
    add-int/lit8 v5, v5, 0x1
    goto :L45
:L85
    .line 72
    invoke-static {v10}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
.end method

.method wordy(I)Lcom/la/Caller;
    .registers 8
    .line 77
    iget-object v0, v6, Lcom/la/Gates;->pm:Landroid/content/pm/PackageManager;
    invoke-virtual {v0, v7}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v2
    .line 78
    if-nez v2, :L18
    .line 79
    invoke-static {v7}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L18
    .line 81
    move-object v3, v2
    array-length v0, v3
    move v5, v0
    const/4 v1, 0x0
:L27
    if-ge v1, v5, :L67
    aget-object v0, v3, v1
    move-object v4, v0
    .line 82
    iget-object v0, v6, Lcom/la/Gates;->paired:Ljava/util/Set;
    invoke-interface {v0, v4}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L61
    .line 83
    invoke-static {v7, v4}, Lcom/la/Caller;->notBlocked(ILjava/lang/String;)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L61
    .line 81
    add-int/lit8 v1, v1, 0x1
    goto :L27
:L67
    .line 86
    invoke-static {v7}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
.end method

.method exactOne(I)Lcom/la/Caller;
    .registers 9
    .line 91
    iget-object v0, v7, Lcom/la/Gates;->pm:Landroid/content/pm/PackageManager;
    invoke-virtual {v0, v8}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v2
    .line 92
    if-eqz v2, :L19
    array-length v0, v2
    const/4 v1, 0x1
    if-eq v0, v1, :L24
:L19
    .line 93
    invoke-static {v8}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L24
    .line 95
    move-object v4, v2
    array-length v0, v4
    move v6, v0
    const/4 v3, 0x0
:L33
    if-ge v3, v6, :L73
    aget-object v0, v4, v3
    move-object v5, v0
    .line 96
    iget-object v0, v7, Lcom/la/Gates;->paired:Ljava/util/Set;
    invoke-interface {v0, v5}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L67
    .line 97
    invoke-static {v8, v5}, Lcom/la/Caller;->allow(ILjava/lang/String;)Lcom/la/Caller;
    move-result-object v0
    return-object v0
:L67
    .line 95
    add-int/lit8 v3, v3, 0x1
    goto :L33
:L73
    .line 100
    invoke-static {v8}, Lcom/la/Caller;->deny(I)Lcom/la/Caller;
    move-result-object v0
    return-object v0
.end method

