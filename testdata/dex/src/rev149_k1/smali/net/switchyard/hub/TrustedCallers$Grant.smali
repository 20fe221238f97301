.class final Lnet/switchyard/hub/TrustedCallers$Grant;
.super Ljava/lang/Object;
.source "Callers.kt"


# instance fields
.field private final certDigest:Ljava/lang/String;

.field private final scopes:Ljava/util/Set;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/util/Set;)V
    .registers 4

    const-string v0, "certDigest"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lnet/switchyard/hub/TrustedCallers$Grant;->certDigest:Ljava/lang/String;

    iput-object p2, p0, Lnet/switchyard/hub/TrustedCallers$Grant;->scopes:Ljava/util/Set;

    return-void
.end method


# virtual methods
.method public final getCertDigest()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lnet/switchyard/hub/TrustedCallers$Grant;->certDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/Set;
    .registers 2

    .line 8
    iget-object v0, p0, Lnet/switchyard/hub/TrustedCallers$Grant;->scopes:Ljava/util/Set;

    return-object v0
.end method
