.class public final Lapp/larder/core/Link;
.super Ljava/lang/Object;
.source "LinkedApps.kt"


# instance fields
.field private final certSha256:Ljava/lang/String;

.field private final packageName:Ljava/lang/String;

.field private final scopes:Ljava/util/Set;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/Set;)V
    .registers 5

    const-string v0, "packageName"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "certSha256"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/core/Link;->packageName:Ljava/lang/String;

    iput-object p2, p0, Lapp/larder/core/Link;->certSha256:Ljava/lang/String;

    iput-object p3, p0, Lapp/larder/core/Link;->scopes:Ljava/util/Set;

    return-void
.end method


# virtual methods
.method public final getCertSha256()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/larder/core/Link;->certSha256:Ljava/lang/String;

    return-object v0
.end method

.method public final getPackageName()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/larder/core/Link;->packageName:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/Set;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/larder/core/Link;->scopes:Ljava/util/Set;

    return-object v0
.end method
