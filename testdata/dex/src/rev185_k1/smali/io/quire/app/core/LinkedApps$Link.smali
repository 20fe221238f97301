.class public final Lio/quire/app/core/LinkedApps$Link;
.super Ljava/lang/Object;
.source "LinkedApps.kt"


# instance fields
.field private final certificate:[B

.field private final pkg:Ljava/lang/String;

.field private final scopes:Ljava/util/Set;


# direct methods
.method private constructor <init>(Ljava/lang/String;[BLjava/util/Set;)V
    .registers 5

    const-string v0, "pkg"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "certificate"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lio/quire/app/core/LinkedApps$Link;->pkg:Ljava/lang/String;

    iput-object p2, p0, Lio/quire/app/core/LinkedApps$Link;->certificate:[B

    iput-object p3, p0, Lio/quire/app/core/LinkedApps$Link;->scopes:Ljava/util/Set;

    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;[BLjava/util/Set;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 5

    invoke-direct {p0, p1, p2, p3}, Lio/quire/app/core/LinkedApps$Link;-><init>(Ljava/lang/String;[BLjava/util/Set;)V

    return-void
.end method


# virtual methods
.method public final getCertificate()[B
    .registers 2

    .line 14
    iget-object v0, p0, Lio/quire/app/core/LinkedApps$Link;->certificate:[B

    return-object v0
.end method

.method public final getPkg-At8T0xs()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lio/quire/app/core/LinkedApps$Link;->pkg:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/Set;
    .registers 2

    .line 14
    iget-object v0, p0, Lio/quire/app/core/LinkedApps$Link;->scopes:Ljava/util/Set;

    return-object v0
.end method
