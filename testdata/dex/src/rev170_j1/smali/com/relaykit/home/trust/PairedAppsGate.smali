.class public final Lcom/relaykit/home/trust/PairedAppsGate;
.super Ljava/lang/Object;
.source "PairedAppsGate.java"

# interfaces
.implements Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;


# instance fields
.field private final pairings:Lcom/relaykit/home/trust/Pairings;

.field private final pm:Landroid/content/pm/PackageManager;

.field private final provider:Ljava/lang/String;

.field private final verifier:Lcom/relaykit/home/trust/Pairings$Verifier;


# direct methods
.method static bridge synthetic -$$Nest$fgetpairings(Lcom/relaykit/home/trust/PairedAppsGate;)Lcom/relaykit/home/trust/Pairings;
    .registers 1

    iget-object p0, p0, Lcom/relaykit/home/trust/PairedAppsGate;->pairings:Lcom/relaykit/home/trust/Pairings;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetprovider(Lcom/relaykit/home/trust/PairedAppsGate;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/relaykit/home/trust/PairedAppsGate;->provider:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetverifier(Lcom/relaykit/home/trust/PairedAppsGate;)Lcom/relaykit/home/trust/Pairings$Verifier;
    .registers 1

    iget-object p0, p0, Lcom/relaykit/home/trust/PairedAppsGate;->verifier:Lcom/relaykit/home/trust/Pairings$Verifier;

    return-object p0
.end method

.method public constructor <init>(Landroid/content/pm/PackageManager;Lcom/relaykit/home/trust/Pairings;Lcom/relaykit/home/trust/Pairings$Verifier;Ljava/lang/String;)V
    .registers 5

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 17
    iput-object p1, p0, Lcom/relaykit/home/trust/PairedAppsGate;->pm:Landroid/content/pm/PackageManager;

    .line 18
    iput-object p2, p0, Lcom/relaykit/home/trust/PairedAppsGate;->pairings:Lcom/relaykit/home/trust/Pairings;

    .line 19
    iput-object p3, p0, Lcom/relaykit/home/trust/PairedAppsGate;->verifier:Lcom/relaykit/home/trust/Pairings$Verifier;

    .line 20
    iput-object p4, p0, Lcom/relaykit/home/trust/PairedAppsGate;->provider:Ljava/lang/String;

    .line 21
    return-void
.end method


# virtual methods
.method public admit(I)Ljava/util/Set;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 25
    iget-object v0, p0, Lcom/relaykit/home/trust/PairedAppsGate;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v2

    .line 26
    if-nez v2, :cond_0

    .line 27
    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;

    move-result-object v0

    return-object v0

    .line 29
    :cond_0
    new-instance v3, Lcom/relaykit/home/trust/PairedAppsGate$1;

    invoke-direct {v3, p0}, Lcom/relaykit/home/trust/PairedAppsGate$1;-><init>(Lcom/relaykit/home/trust/PairedAppsGate;)V

    .line 36
    move-object v4, v2

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_2

    aget-object v7, v4, v6

    .line 37
    invoke-interface {v3, v7}, Ljava/util/function/Predicate;->test(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 38
    iget-object v0, p0, Lcom/relaykit/home/trust/PairedAppsGate;->pairings:Lcom/relaykit/home/trust/Pairings;

    iget-object v1, p0, Lcom/relaykit/home/trust/PairedAppsGate;->provider:Ljava/lang/String;

    invoke-virtual {v0, v7, v1}, Lcom/relaykit/home/trust/Pairings;->find(Ljava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/trust/Pairings$Pairing;

    move-result-object v0

    invoke-virtual {v0}, Lcom/relaykit/home/trust/Pairings$Pairing;->scopes()Ljava/util/Set;

    move-result-object v0

    return-object v0

    .line 36
    :cond_1
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 41
    :cond_2
    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;

    move-result-object v0

    return-object v0
.end method
