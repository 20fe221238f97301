.class Lcom/bh/Identity;
.super Ljava/lang/Object;
.source "Identity.java"

# static fields
.field static final ON_BEHALF_OF:Ljava/lang/String; = "on_behalf_of_uid"
.field static final ASSISTANT:Ljava/lang/String; = "com.clawseed.assistant"

# instance fields
.field protected final pm:Landroid/content/pm/PackageManager;


# direct methods
.method constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 3
    .line 13
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 14
    iput-object v2, v1, Lcom/bh/Identity;->pm:Landroid/content/pm/PackageManager;
    .line 15
    return-void
.end method


# virtual methods
.method protected subject(ILandroid/os/Bundle;)I
    .registers 6
    .line 19
    const-string v1, "on_behalf_of_uid"
    invoke-virtual {v5, v1, v4}, Landroid/os/Bundle;->getInt(Ljava/lang/String;I)I
    move-result v2
    .line 20
    if-ne v2, v4, :L17
    move v0, v4
    goto :L18
:L17
    const/4 v0, -0x1
:L18
    return v0
.end method

.method final allowed(ILandroid/os/Bundle;)Z
    .registers 8
    .line 24
    invoke-virtual {v5, v6, v7}, Lcom/bh/Identity;->subject(ILandroid/os/Bundle;)I
    move-result v4
    .line 25
    if-gez v4, :L13
    .line 26
    const/4 v0, 0x0
    return v0
:L13
    .line 28
    iget-object v0, v5, Lcom/bh/Identity;->pm:Landroid/content/pm/PackageManager;
    invoke-virtual {v0, v4}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v3
    .line 29
    if-eqz v3, :L51
    array-length v0, v3
    const/4 v1, 0x1
    if-ne v0, v1, :L51
    const-string v0, "com.clawseed.assistant"
    const/4 v2, 0x0
    aget-object v1, v3, v2
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L51
    const/4 v0, 0x1
    goto :L52
:L51
    const/4 v0, 0x0
:L52
    return v0
.end method

