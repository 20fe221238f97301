.class public final Lnet/switchyard/hub/TrustedCallers;
.super Ljava/lang/Object;
.source "Callers.kt"


# static fields
.field public static final INSTANCE:Lnet/switchyard/hub/TrustedCallers;

.field private static final grants:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 10

    new-instance v0, Lnet/switchyard/hub/TrustedCallers;

    invoke-direct {v0}, Lnet/switchyard/hub/TrustedCallers;-><init>()V

    sput-object v0, Lnet/switchyard/hub/TrustedCallers;->INSTANCE:Lnet/switchyard/hub/TrustedCallers;

    .line 11
    const/4 v0, 0x2

    new-array v8, v0, [Lkotlin/Pair;

    new-instance v3, Lnet/switchyard/hub/TrustedCallers$Grant;

    .line 13
    const/16 v5, 0x9

    new-array v9, v5, [Ljava/lang/String;

    const-string v7, "accounts.read"

    const/4 v6, 0x0

    aput-object v7, v9, v6

    const-string v7, "clipboard.read"

    const/4 v6, 0x1

    aput-object v7, v9, v6

    const-string v7, "clipboard.write"

    const/4 v6, 0x2

    aput-object v7, v9, v6

    const-string v7, "downloads.read"

    const/4 v6, 0x3

    aput-object v7, v9, v6

    const-string v7, "downloads.write"

    const/4 v6, 0x4

    aput-object v7, v9, v6

    .line 14
    const-string v7, "reminders.read"

    const/4 v6, 0x5

    aput-object v7, v9, v6

    const-string v7, "reminders.write"

    const/4 v6, 0x6

    aput-object v7, v9, v6

    const-string v7, "notes.write"

    const/4 v6, 0x7

    aput-object v7, v9, v6

    const-string v7, "contacts.read"

    const/16 v6, 0x8

    aput-object v7, v9, v6

    .line 13
    invoke-static {v9}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v5

    .line 11
    const-string v4, "9a41c7e03b5d28f6e1a4c09d7b3e52f8a6c1d40e9b7f2a35c8e0d61b4f9a7c2e"

    invoke-direct {v3, v4, v5}, Lnet/switchyard/hub/TrustedCallers$Grant;-><init>(Ljava/lang/String;Ljava/util/Set;)V

    const-string v2, "com.clawseed.assistant"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v8, v1

    .line 16
    new-instance v3, Lnet/switchyard/hub/TrustedCallers$Grant;

    .line 18
    const/4 v5, 0x5

    new-array v9, v5, [Ljava/lang/String;

    const-string v7, "accounts.read"

    const/4 v6, 0x0

    aput-object v7, v9, v6

    const-string v7, "downloads.read"

    const/4 v6, 0x1

    aput-object v7, v9, v6

    const-string v7, "reminders.read"

    const/4 v6, 0x2

    aput-object v7, v9, v6

    const-string v7, "reminders.write"

    const/4 v6, 0x3

    aput-object v7, v9, v6

    const-string v7, "notes.write"

    const/4 v6, 0x4

    aput-object v7, v9, v6

    invoke-static {v9}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;

    move-result-object v5

    .line 16
    const-string v4, "2f7b0c94e6a1d835b7e2c04f9a6d13e8c5b07a2f4e9d61c3b8a05f7e2d4c9b16"

    invoke-direct {v3, v4, v5}, Lnet/switchyard/hub/TrustedCallers$Grant;-><init>(Ljava/lang/String;Ljava/util/Set;)V

    const-string v2, "net.switchyard.companion"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v8, v1

    .line 10
    invoke-static {v8}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lnet/switchyard/hub/TrustedCallers;->grants:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final certDigestOf(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    sget-object v0, Lnet/switchyard/hub/TrustedCallers;->grants:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/switchyard/hub/TrustedCallers$Grant;

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Lnet/switchyard/hub/TrustedCallers$Grant;->getCertDigest()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method public final scopesOf(Ljava/lang/String;)Ljava/util/Set;
    .registers 4

    const-string v1, "pkg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 24
    sget-object v0, Lnet/switchyard/hub/TrustedCallers;->grants:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lnet/switchyard/hub/TrustedCallers$Grant;

    if-eqz v0, :cond_0

    invoke-virtual {v0}, Lnet/switchyard/hub/TrustedCallers$Grant;->getScopes()Ljava/util/Set;

    move-result-object v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    if-nez v0, :cond_1

    invoke-static {}, Lkotlin/collections/SetsKt;->emptySet()Ljava/util/Set;

    move-result-object v0

    :cond_1
    return-object v0
.end method
