.class final Lcom/tidemark/invoices/TrustedCallers$Grant;
.super Ljava/lang/Object;
.source "Gate.kt"


# instance fields
.field private final scopes:Ljava/util/Set;

.field private final sha256:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/util/Set;)V
    .registers 4

    const-string v0, "sha256"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidemark/invoices/TrustedCallers$Grant;->sha256:Ljava/lang/String;

    iput-object p2, p0, Lcom/tidemark/invoices/TrustedCallers$Grant;->scopes:Ljava/util/Set;

    return-void
.end method


# virtual methods
.method public final getScopes()Ljava/util/Set;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/tidemark/invoices/TrustedCallers$Grant;->scopes:Ljava/util/Set;

    return-object v0
.end method

.method public final getSha256()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/tidemark/invoices/TrustedCallers$Grant;->sha256:Ljava/lang/String;

    return-object v0
.end method
