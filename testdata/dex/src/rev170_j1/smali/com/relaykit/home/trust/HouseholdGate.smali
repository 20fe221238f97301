.class public final Lcom/relaykit/home/trust/HouseholdGate;
.super Ljava/lang/Object;
.source "HouseholdGate.java"

# interfaces
.implements Lcom/relaykit/home/cetp/CetpV2ContentProvider$CallerGate;


# instance fields
.field private final pairings:Lcom/relaykit/home/trust/Pairings;

.field private final pm:Landroid/content/pm/PackageManager;

.field private final provider:Ljava/lang/String;

.field private final verifier:Lcom/relaykit/home/trust/Pairings$Verifier;


# direct methods
.method static bridge synthetic -$$Nest$fgetpairings(Lcom/relaykit/home/trust/HouseholdGate;)Lcom/relaykit/home/trust/Pairings;
    .registers 1

    iget-object p0, p0, Lcom/relaykit/home/trust/HouseholdGate;->pairings:Lcom/relaykit/home/trust/Pairings;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetprovider(Lcom/relaykit/home/trust/HouseholdGate;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/relaykit/home/trust/HouseholdGate;->provider:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetverifier(Lcom/relaykit/home/trust/HouseholdGate;)Lcom/relaykit/home/trust/Pairings$Verifier;
    .registers 1

    iget-object p0, p0, Lcom/relaykit/home/trust/HouseholdGate;->verifier:Lcom/relaykit/home/trust/Pairings$Verifier;

    return-object p0
.end method

.method public constructor <init>(Landroid/content/pm/PackageManager;Lcom/relaykit/home/trust/Pairings;Lcom/relaykit/home/trust/Pairings$Verifier;Ljava/lang/String;)V
    .registers 5

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 20
    iput-object p1, p0, Lcom/relaykit/home/trust/HouseholdGate;->pm:Landroid/content/pm/PackageManager;

    .line 21
    iput-object p2, p0, Lcom/relaykit/home/trust/HouseholdGate;->pairings:Lcom/relaykit/home/trust/Pairings;

    .line 22
    iput-object p3, p0, Lcom/relaykit/home/trust/HouseholdGate;->verifier:Lcom/relaykit/home/trust/Pairings$Verifier;

    .line 23
    iput-object p4, p0, Lcom/relaykit/home/trust/HouseholdGate;->provider:Ljava/lang/String;

    .line 24
    return-void
.end method


# virtual methods
.method public admit(I)Ljava/util/Set;
    .registers 12
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 28
    iget-object v0, p0, Lcom/relaykit/home/trust/HouseholdGate;->pm:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v3

    .line 29
    if-eqz v3, :cond_0

    array-length v0, v3

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 30
    :cond_0
    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;

    move-result-object v0

    return-object v0

    .line 32
    :cond_1
    new-instance v4, Lcom/relaykit/home/trust/HouseholdGate$1;

    invoke-direct {v4, p0}, Lcom/relaykit/home/trust/HouseholdGate$1;-><init>(Lcom/relaykit/home/trust/HouseholdGate;)V

    .line 39
    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;

    move-result-object v5

    .line 40
    move-object v6, v3

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_3

    aget-object v9, v6, v8

    .line 41
    invoke-interface {v4, v9}, Ljava/util/function/Predicate;->test(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 42
    invoke-static {}, Ljava/util/Collections;->emptySet()Ljava/util/Set;

    move-result-object v0

    return-object v0

    .line 44
    :cond_2
    iget-object v0, p0, Lcom/relaykit/home/trust/HouseholdGate;->pairings:Lcom/relaykit/home/trust/Pairings;

    iget-object v2, p0, Lcom/relaykit/home/trust/HouseholdGate;->provider:Ljava/lang/String;

    invoke-virtual {v0, v9, v2}, Lcom/relaykit/home/trust/Pairings;->find(Ljava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/trust/Pairings$Pairing;

    move-result-object v0

    invoke-virtual {v0}, Lcom/relaykit/home/trust/Pairings$Pairing;->scopes()Ljava/util/Set;

    move-result-object v5

    .line 40
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 46
    :cond_3
    return-object v5
.end method
