.class public final Lcom/hearthlink/security/AssistantVerifier;
.super Ljava/lang/Object;
.source "AssistantVerifier.java"

# interfaces
.implements Lcom/hearthlink/security/CallerVerifier;


# static fields
.field private static final TAG:Ljava/lang/String; = "AssistantVerifier"


# instance fields
.field private final minVersion:J

.field private final packageOf:Ljava/util/function/IntFunction;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/IntFunction<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final pinnedSha256:Ljava/lang/String;

.field private final pm:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;Ljava/util/function/IntFunction;Ljava/lang/String;J)V
    .registers 6
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/pm/PackageManager;",
            "Ljava/util/function/IntFunction<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/lang/String;",
            "J)V"
        }
    .end annotation

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    iput-object p1, p0, Lcom/hearthlink/security/AssistantVerifier;->pm:Landroid/content/pm/PackageManager;

    .line 23
    iput-object p2, p0, Lcom/hearthlink/security/AssistantVerifier;->packageOf:Ljava/util/function/IntFunction;

    .line 24
    iput-object p3, p0, Lcom/hearthlink/security/AssistantVerifier;->pinnedSha256:Ljava/lang/String;

    .line 25
    iput-wide p4, p0, Lcom/hearthlink/security/AssistantVerifier;->minVersion:J

    .line 26
    return-void
.end method


# virtual methods
.method public admits(I)Z
    .registers 9

    .line 30
    iget-object v0, p0, Lcom/hearthlink/security/AssistantVerifier;->packageOf:Ljava/util/function/IntFunction;

    invoke-interface {v0, p1}, Ljava/util/function/IntFunction;->apply(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v4, v0

    .line 31
    if-nez v4, :cond_0

    .line 32
    const/4 v0, 0x0

    return v0

    .line 36
    :cond_0
    :try_start_0
    iget-object v0, p0, Lcom/hearthlink/security/AssistantVerifier;->pm:Landroid/content/pm/PackageManager;

    const/16 v2, 0x40

    invoke-virtual {v0, v4, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v5

    .line 39
    goto :goto_0

    :catch_0
    move-exception v6

    .line 38
    const/4 v0, 0x0

    return v0

    .line 40
    :goto_0
    invoke-virtual {v5}, Landroid/content/pm/PackageInfo;->getLongVersionCode()J

    move-result-wide v0

    iget-wide v2, p0, Lcom/hearthlink/security/AssistantVerifier;->minVersion:J

    cmp-long v0, v0, v2

    if-gez v0, :cond_1

    .line 41
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " is older than the first assistant build that speaks CETP v2"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    const-string v0, "AssistantVerifier"

    invoke-static {v0, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;)I

    .line 42
    const/4 v0, 0x0

    return v0

    .line 44
    :cond_1
    const/4 v0, 0x1

    return v0
.end method
