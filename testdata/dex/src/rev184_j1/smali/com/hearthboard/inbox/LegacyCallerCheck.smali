.class public final Lcom/hearthboard/inbox/LegacyCallerCheck;
.super Ljava/lang/Object;
.source "LegacyCallerCheck.java"


# instance fields
.field private final packageManager:Landroid/content/pm/PackageManager;

.field private final pairing:Lcom/hearthboard/cetp/PairingRepository;

.field private final provider:Ljava/lang/String;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;Lcom/hearthboard/cetp/PairingRepository;Ljava/lang/String;)V
    .registers 4

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput-object p1, p0, Lcom/hearthboard/inbox/LegacyCallerCheck;->packageManager:Landroid/content/pm/PackageManager;

    .line 18
    iput-object p2, p0, Lcom/hearthboard/inbox/LegacyCallerCheck;->pairing:Lcom/hearthboard/cetp/PairingRepository;

    .line 19
    iput-object p3, p0, Lcom/hearthboard/inbox/LegacyCallerCheck;->provider:Ljava/lang/String;

    .line 20
    return-void
.end method


# virtual methods
.method public synthetic lambda$verify$0$com-hearthboard-inbox-LegacyCallerCheck(I)Ljava/lang/String;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 23
    iget-object v0, p0, Lcom/hearthboard/inbox/LegacyCallerCheck;->packageManager:Landroid/content/pm/PackageManager;

    invoke-static {v0, p1}, Lcom/hearthboard/cetp/PairingRepository;->solePackage(Landroid/content/pm/PackageManager;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$verify$1$com-hearthboard-inbox-LegacyCallerCheck(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 26
    iget-object v0, p0, Lcom/hearthboard/inbox/LegacyCallerCheck;->packageManager:Landroid/content/pm/PackageManager;

    const/16 v2, 0x40

    invoke-virtual {v0, p1, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v3

    .line 27
    iget-object v0, v3, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    const/4 v1, 0x0

    aget-object v0, v0, v1

    invoke-virtual {v0}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v0

    invoke-static {v0}, Lcom/hearthboard/cetp/SessionStore;->sha256Hex([B)Ljava/lang/String;

    move-result-object v4

    .line 28
    invoke-virtual {v4, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 29
    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "signature differs from pairing"

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 31
    :cond_0
    return-object p1
.end method

.method public synthetic lambda$verify$2$com-hearthboard-inbox-LegacyCallerCheck(Ljava/lang/String;)Lcom/hearthboard/rx/Single;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 24
    iget-object v0, p0, Lcom/hearthboard/inbox/LegacyCallerCheck;->pairing:Lcom/hearthboard/cetp/PairingRepository;

    iget-object v2, p0, Lcom/hearthboard/inbox/LegacyCallerCheck;->provider:Ljava/lang/String;

    invoke-virtual {v0, p1, v2}, Lcom/hearthboard/cetp/PairingRepository;->pinnedDigest(Ljava/lang/String;Ljava/lang/String;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/inbox/LegacyCallerCheck$$ExternalSyntheticLambda2;

    invoke-direct {v1, p0, p1}, Lcom/hearthboard/inbox/LegacyCallerCheck$$ExternalSyntheticLambda2;-><init>(Lcom/hearthboard/inbox/LegacyCallerCheck;Ljava/lang/String;)V

    .line 25
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->map(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 24
    return-object v0
.end method

.method public verify(I)Lcom/hearthboard/rx/Single;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Lcom/hearthboard/rx/Single<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 23
    new-instance v0, Lcom/hearthboard/inbox/LegacyCallerCheck$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0, p1}, Lcom/hearthboard/inbox/LegacyCallerCheck$$ExternalSyntheticLambda0;-><init>(Lcom/hearthboard/inbox/LegacyCallerCheck;I)V

    invoke-static {v0}, Lcom/hearthboard/rx/Single;->fromCallable(Ljava/util/concurrent/Callable;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    new-instance v1, Lcom/hearthboard/inbox/LegacyCallerCheck$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0}, Lcom/hearthboard/inbox/LegacyCallerCheck$$ExternalSyntheticLambda1;-><init>(Lcom/hearthboard/inbox/LegacyCallerCheck;)V

    .line 24
    invoke-virtual {v0, v1}, Lcom/hearthboard/rx/Single;->flatMap(Lcom/hearthboard/rx/Function;)Lcom/hearthboard/rx/Single;

    move-result-object v0

    .line 23
    return-object v0
.end method
