.class abstract Lcom/sl/Gate;
.super Lcom/sl/Base;
.source "Gate.java"

# static fields
.field static final TRUSTED:Ljava/lang/String; = "com.sl.companion"


# direct methods
.method constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Lcom/sl/Base;-><init>()V
    return-void
.end method

.method static anyMatch([Ljava/lang/String;Ljava/util/function/Predicate;)Z
    .registers 7
    .line 12
    move-object v2, v5
    array-length v0, v2
    move v3, v0
    const/4 v1, 0x0
:L8
    if-ge v1, v3, :L39
    aget-object v0, v2, v1
    move-object v4, v0
    .line 13
    invoke-interface {v6, v4}, Ljava/util/function/Predicate;->test(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L33
    .line 14
    const/4 v0, 0x1
    return v0
:L33
    .line 12
    add-int/lit8 v1, v1, 0x1
    goto :L8
:L39
    .line 17
    const/4 v0, 0x0
    return v0
.end method


# virtual methods
.method admitted(I)Z
    .registers 6
    .line 21
    invoke-virtual {v4}, Lcom/sl/Gate;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object v0
    invoke-virtual {v0, v5}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;
    move-result-object v3
    .line 22
    if-eqz v3, :L22
    array-length v0, v3
    const/4 v1, 0x1
    if-eq v0, v1, :L24
:L22
    .line 23
    const/4 v0, 0x0
    return v0
:L24
    .line 25
    const-string v1, "com.sl.companion"
    new-instance v2, Lcom/sl/Gate$$ExternalSyntheticLambda0;
    invoke-direct {v2, v1}, Lcom/sl/Gate$$ExternalSyntheticLambda0;-><init>(Ljava/lang/String;)V
    move-object v1, v2
    invoke-static {v3, v1}, Lcom/sl/Gate;->anyMatch([Ljava/lang/String;Ljava/util/function/Predicate;)Z
    move-result v0
    return v0
.end method

